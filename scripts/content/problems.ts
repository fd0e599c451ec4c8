import type { ContentIndex } from './contentIndex.ts';

/** A problem found in a content file, reported to the writer as `<file>: <field>: <message> (line N)`. */
export interface Problem {
  /** Path relative to the project root, e.g. `posts/my-post.md`. */
  file: string;
  /** The front matter field, or a short label such as `front matter`, `link` or `file`. */
  field: string;
  message: string;
  line?: number;
}

export function formatProblem({ file, field, message, line }: Problem): string {
  return `${file}: ${field}: ${message}${line ? ` (line ${line})` : ''}`;
}

/**
 * Thrown by the content build when any file has problems; carries all of them at once and, when
 * asked to keep going (the preview), the index of the files that have none.
 */
export class ContentError extends Error {
  constructor(
    readonly problems: Problem[],
    readonly partialIndex?: ContentIndex,
  ) {
    super(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in content:\n` +
        problems.map((problem) => `  ${formatProblem(problem)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}
