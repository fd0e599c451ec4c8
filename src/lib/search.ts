/**
 * Article search over the static Pagefind index built with the site. The index and its code
 * load on the first search only; nothing is fetched by visitors who never search.
 */
import { importAgainAfterFailure } from './importAgain.ts';
import { tidyExcerpt } from './searchExcerpt.ts';

export interface SearchHit {
  /** Router path without the base path, e.g. /blog/my-post. */
  path: string;
  title: string;
  /** A passage of the article with the matched words inside <mark>, in whole sentences where it can be. */
  excerptHtml: string;
  /** The article's category and ISO date, as the index keeps them (src/lib/searchMeta.ts). */
  category?: string;
  date?: string;
  /** The address of the article's cover, base path included, as its page shows it. */
  image?: string;
}

/** Every article that matches counts; the most relevant are fetched and shown. */
export type SearchAnswer = { total: number; hits: SearchHit[] };

type PagefindHit = { url: string; excerpt: string; meta: { title?: string; category?: string; date?: string; image?: string } };

interface PagefindModule {
  options(options: { baseUrl: string }): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindHit> }[] }>;
  destroy(): Promise<void>;
}

const MAX_HITS = 10;

const importPagefind = importAgainAfterFailure(
  () => import(/* @vite-ignore */ `${import.meta.env.BASE_URL}pagefind/pagefind.js`) as Promise<PagefindModule>,
);
/** Whether Pagefind knows where the site lives: set before the first search, and again after a reset. */
let configured = false;

/** Turns a result URL (`/base/blog/x/`) into the router's path (`/blog/x`). */
export function toRouterPath(url: string, basePath: string): string {
  const withoutBase = url.startsWith(basePath) ? `/${url.slice(basePath.length)}` : url;
  return withoutBase.replace(/\/(index\.html)?$/, '') || '/';
}

/**
 * One search at a time: a search may start Pagefind afresh, which ends every call still waiting
 * on the old instance, so a quick second query would otherwise fail as "unavailable".
 */
let lastSearch: Promise<unknown> = Promise.resolve();

export function searchArticles(query: string): Promise<SearchAnswer> {
  const search = lastSearch.then(() => searchWithCheckedEmptyAnswer(query));
  lastSearch = search.catch(() => undefined);
  return search;
}

async function searchWithCheckedEmptyAnswer(query: string): Promise<SearchAnswer> {
  const answer = await searchOnce(query);
  if (answer.total > 0) return answer;
  // Pagefind answers "no results" when a part of its index fails to load, and keeps that failure
  // for every later search of the words in it. An empty answer is only given once a fresh
  // instance, which fetches the index again, agrees; offline, search is unavailable instead.
  await startAfresh(await importPagefind());
  if (!navigator.onLine) throw new Error('Search needs a connection to load its index.');
  return searchOnce(query);
}

async function searchOnce(query: string): Promise<SearchAnswer> {
  const pagefind = await importPagefind();
  try {
    if (!configured) {
      await pagefind.options({ baseUrl: import.meta.env.BASE_URL });
      configured = true;
    }
    const { results } = await pagefind.search(query);
    const data = await Promise.all(results.slice(0, MAX_HITS).map((result) => result.data()));
    const hits = data.map(({ url, excerpt, meta }) => ({
      ...meta,
      path: toRouterPath(url, import.meta.env.BASE_URL),
      title: meta.title ?? url,
      excerptHtml: tidyExcerpt(excerpt),
    }));
    return { total: results.length, hits };
  } catch (error) {
    // Pagefind keeps a failed fetch of its index, engine or a result for good, so every later
    // search failed until a reload: it starts afresh for the next one.
    await startAfresh(pagefind);
    throw error;
  }
}

/** Drops Pagefind's loaded (or failed) files; it also forgets its options, so they are set again. */
async function startAfresh(pagefind: PagefindModule): Promise<void> {
  configured = false;
  await pagefind.destroy().catch(() => undefined);
}
