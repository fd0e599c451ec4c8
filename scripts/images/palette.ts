/** The colours of the generated artwork (design brief), beside each article's category colour. */
export const NAVY_TOP = '#0b1b3f';
export const NAVY_BOTTOM = '#152c63';
export const CYAN = '#06b6d4';
/** The brand blue: the mark's underline, the site's own card, and a category without a colour. */
export const BLUE = '#2563eb';
/** The network's lines. */
export const LIGHT_CYAN = '#67e8f9';
/** The label above a card's title. */
export const LABEL = '#c7d2e5';
