/** The small caps labels of the service consoles, set in the site's face. */
export const consoleLabel = {
  fontFamily: 'Inter, Arial, sans-serif',
  fontSize: 14.5,
  fontWeight: 700,
  letterSpacing: 1.4,
  fill: '#c7d2e5',
};

/** The same labels, smaller, under icons and inside chips. */
export const consoleCaption = { ...consoleLabel, fontSize: 12, letterSpacing: 0.8 };

/** The labels of a narrow console, drawn at its size on a phone (ConsoleFrame.tsx). */
export const narrowLabel = { ...consoleLabel, fontSize: 12, letterSpacing: 1.1 };

/** A console's two arrangements: `wide` wherever it has about 520 px, `narrow` on a phone (ConsoleFrame.tsx). */
export type ConsoleLayout = 'wide' | 'narrow';

/** The caps labels of a console in `layout`. */
export const labelFor = (layout: ConsoleLayout) => (layout === 'wide' ? consoleLabel : narrowLabel);
