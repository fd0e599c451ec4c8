/** Front matter validated into entries: each file with its data and the slug of its route. */
import type { Problem } from './problems.ts';
import type { SourceFile } from './load.ts';
import { SLUG_PATTERN, SLUG_RULE } from './slugs.ts';
import { validateFrontMatter } from './validate.ts';

/** A file whose front matter is valid, with its route slug; drafts only when they are kept. */
export type Entry<T> = { source: SourceFile; slug: string; data: T };

/**
 * The files whose front matter passes its schema and whose slug is well formed; every other file's
 * problems are added to `problems`, and the files whose front matter failed to `rejected`. Drafts
 * are left out unless kept.
 */
export function validEntries<T extends { draft: boolean }>(
  files: SourceFile[],
  schema: Parameters<typeof validateFrontMatter>[1],
  slugOf: (file: SourceFile, data: T) => { slug: string; field: string },
  includeDrafts: boolean,
  problems: Problem[],
  rejected: SourceFile[] = [],
): Entry<T>[] {
  const entries = files.map((source): Entry<T> | undefined => {
    const validation = validateFrontMatter(source.file, schema, source.parsed);
    if (!validation.ok) {
      problems.push(...validation.problems);
      rejected.push(source);
      return undefined;
    }
    const data = validation.value as T;
    const { slug, field } = slugOf(source, data);
    if (SLUG_PATTERN.test(slug)) return { source, slug, data };
    problems.push({ file: source.file, field, message: `"${slug}" ${SLUG_RULE} (e.g. my-first-post)` });
    return undefined;
  });
  return entries.filter((entry): entry is Entry<T> => entry !== undefined && (includeDrafts || !entry.data.draft));
}
