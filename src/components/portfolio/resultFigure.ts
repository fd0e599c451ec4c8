/** "30% reduction in security incidents" → the figure to set large, and what it measures. */
export function splitFigure(addedValue: string): [figure: string, measure: string] {
  const match = /^(\S*\d\S*)\s+(.*)$/.exec(addedValue);
  return match ? [match[1]!, match[2]!] : ['', addedValue];
}
