/** What a reviewer reads of a page's change: the lines only the head has, and those only the base has. */
export interface LineDiff {
  added: string[];
  removed: string[];
}

/** Lines as a bag: each line of one side is matched once by an equal line of the other. */
function withoutMatched(lines: string[], others: string[]): string[] {
  const left = new Map<string, number>();
  for (const line of others) left.set(line, (left.get(line) ?? 0) + 1);
  return lines.filter((line) => {
    const count = left.get(line) ?? 0;
    if (count > 0) left.set(line, count - 1);
    return count === 0;
  });
}

/**
 * The lines added and removed between two texts, in the order each side has them. A line that
 * only moves is neither: a card that moves down a list is not news, the card that joined it is.
 */
export function lineDiff(before: string[], after: string[]): LineDiff {
  return { added: withoutMatched(after, before), removed: withoutMatched(before, after) };
}

export const isEmptyDiff = (diff: LineDiff): boolean => diff.added.length === 0 && diff.removed.length === 0;
