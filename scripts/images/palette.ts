/** The colours of the generated covers (design brief), beside each article's category colour. */
export const NAVY = '#0b1b3f';
export const NAVY_700 = '#1a3470';
export const CYAN = '#06b6d4';
/** The brand blue: the mark's underline, the site's own card, and a category without a colour. */
export const BLUE = '#2563eb';
export const WHITE = '#ffffff';

const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

/** `#rrggbb` moved towards white (amount > 0) or the navy (amount < 0) by that fraction. */
export function shade(hex: string, amount: number): string {
  const target = channels(amount > 0 ? WHITE : NAVY);
  const mixed = channels(hex).map((value, index) => Math.round(value + (target[index]! - value) * Math.abs(amount)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** The highlight of a motif: whichever of the brand's cyan and blue stands further from its colour. */
export function accentFor(hex: string): string {
  const distance = (other: string) => channels(hex).reduce((sum, value, index) => sum + (value - channels(other)[index]!) ** 2, 0);
  return distance(CYAN) > distance(BLUE) ? CYAN : BLUE;
}
