/** The small caps labels of the service consoles, set in the site's face. */
export const consoleLabel = { fontFamily: 'Inter, Arial, sans-serif', fontSize: 13, fontWeight: 700, letterSpacing: 1.5, fill: '#c7d2e5' };

/** The same labels, smaller, under icons and inside chips. */
export const consoleCaption = { ...consoleLabel, fontSize: 10.5, letterSpacing: 1 };
