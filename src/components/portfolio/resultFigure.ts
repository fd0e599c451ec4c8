/** "30% reduction in security incidents" → the figure to set large, and what it measures. */
export function splitFigure(addedValue: string): [figure: string, measure: string] {
  const match = /^(\S*\d\S*)\s+(.*)$/.exec(addedValue);
  return match ? [match[1]!, match[2]!] : ['', addedValue];
}

/** "20%" of "added efficiency" → +20; of "reduction in incidents" → −30. Null when the figure is no percentage. */
export function percentChange(figure: string, measure: string): number | null {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(figure);
  if (!match) return null;
  const falls = /\b(reduction|reduced|fewer|less|lower|decrease|cut)\b/i.test(measure);
  return (falls ? -1 : 1) * Number(match[1]);
}
