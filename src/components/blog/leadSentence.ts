/**
 * The first sentence of a teaser: a card shows it whole instead of the whole teaser cut mid-word at
 * its last line. A sentence ends at . ? or ! before a space and a capital, a digit or an opening
 * quote; a teaser without such an end is its own lead.
 */
export function leadSentence(teaser: string): string {
  const end = /[.?!](?=\s+["“‘(]?[A-Z0-9])/.exec(teaser);
  return end ? teaser.slice(0, end.index + 1) : teaser;
}
