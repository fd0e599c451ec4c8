/** The tags of posts, each of which gets its own page. */
import { getOrMake } from '../getOrMake.ts';
import { fieldProblem } from './load.ts';
import type { Problem } from './problems.ts';
import { toSlug } from './slugs.ts';
import type { Entry } from './validEntries.ts';

/**
 * Each tag has the page /blog/tag/<slug>: a tag whose slug is empty would have none, and tags
 * written apart but of one slug ("C++" and "C#" are both "c") would silently share one. Named in
 * every file that uses them: the writer may mean either.
 */
export function checkTagSlugs(posts: Entry<{ tags: string[] }>[], problems: Problem[]) {
  /** By slug, each tag as first written, by its name in lower case (the same tag in other capitals is the same tag). */
  const spellings = new Map<string, Map<string, string>>();
  for (const tag of posts.flatMap((post) => post.data.tags)) {
    const written = getOrMake(spellings, toSlug(tag), () => new Map<string, string>());
    if (!written.has(tag.toLowerCase())) written.set(tag.toLowerCase(), tag);
  }
  for (const { source, data } of posts) {
    const report = (message: string) => problems.push(fieldProblem(source, 'tags', message));
    for (const tag of data.tags) {
      const slug = toSlug(tag);
      const others = [...spellings.get(slug)!].filter(([name]) => name !== tag.toLowerCase()).map(([, written]) => `"${written}"`);
      if (slug === '') report(`"${tag}" has no letter or digit to make its address /blog/tag/…: name it in words`);
      else if (others.length > 0) report(`"${tag}" and ${others.join(', ')} would share the address /blog/tag/${slug}: name them apart`);
    }
  }
}
