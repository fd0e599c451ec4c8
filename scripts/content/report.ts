/** What the content step says when it succeeds: what it indexed, and what a writer may not expect. */
import { GENERATED_DIR } from '../../src/content/generatedFiles.ts';
import type { ContentIndex } from './contentIndex.ts';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The latest date it is anywhere on Earth (UTC+14): a post dated later is dated in the future for every reader. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

export function reportContent(index: ContentIndex, { includeDrafts = false } = {}): void {
  console.log(
    `content: ${count(index.posts.length, 'post')}, ${count(index.cases.length, 'case study', 'case studies')}, ` +
      `${count(index.legal.length, 'legal page')} → ${GENERATED_DIR}${includeDrafts ? ' (drafts included)' : ''}`,
  );
  // The site is static: a post dated ahead goes live with this build all the same.
  const ahead = index.posts.filter((post) => !post.draft && post.date > latestToday());
  if (ahead.length > 0) {
    console.warn(
      `content: dated in the future but published by this build: ${ahead.map((post) => `posts/${post.slug}.md (${post.date})`).join(', ')}. To publish on the day, keep draft: true until then.`,
    );
  }
}
