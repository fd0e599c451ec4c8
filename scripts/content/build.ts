/**
 * The content build: load every Markdown file, validate its front matter, render its body,
 * cross-check the whole set (duplicate routes, broken internal links) and return the index.
 * Every problem in every file is collected before failing, so a writer fixes them in one pass.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { summarize } from '../../src/content/taxonomy.ts';
import type { BlogSummary, CaseMeta, ContentKind, LegalMeta, PostMeta } from '../../src/content/types.ts';
import { paths } from '../../src/routes/paths.ts';
import { listSitePaths } from '../../src/routes/sitePaths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { byNewest, toCaseMeta, toLegalMeta, toPostMeta } from './entries.ts';
import { loadFolder, type SourceFile } from './load.ts';
import type { RenderedBody } from './markdown.ts';
import { renderBodies } from './renderBodies.ts';
import { ContentError, type Problem } from './problems.ts';
import { legalSchema } from './schemas/legal.ts';
import { portfolioSchema } from './schemas/portfolio.ts';
import { postSchema } from './schemas/post.ts';
import { SLUG_PATTERN } from './slugs.ts';
import { validateFrontMatter } from './validate.ts';

export interface ContentBuildOptions {
  root: string;
  /** Keep `draft: true` entries (the dev server shows them; production builds leave them out). */
  includeDrafts: boolean;
  basePath: string;
  /** Keep rendered Markdown here between builds (see bodyCache.ts); no cache without it. */
  cacheDir?: string;
}

export interface Body {
  kind: ContentKind;
  slug: string;
  html: string;
}

export interface ContentIndex {
  posts: PostMeta[];
  cases: CaseMeta[];
  legal: LegalMeta[];
  summary: BlogSummary;
  bodies: Body[];
}

/** Every rendered file, valid or not, so broken links are reported alongside front matter problems. */
interface LinkSource {
  source: SourceFile;
  body: RenderedBody;
}

interface Rendered<T> {
  source: SourceFile;
  slug: string;
  data: T;
  body: RenderedBody;
}

/** Top-level path segments the fixed pages already use; content slugs must not take them. */
const takenTopLevel = new Set(Object.values(paths).map((path) => path.split('/')[1]));

function slugProblem(file: string, slug: string, field: string): Problem | undefined {
  if (!SLUG_PATTERN.test(slug)) {
    return { file, field, message: `"${slug}" must be lowercase letters, digits and single hyphens (e.g. my-first-post)` };
  }
  return undefined;
}

async function collect<T extends { draft: boolean }>(
  folder: ContentKind,
  schema: Parameters<typeof validateFrontMatter>[1],
  slugOf: (file: SourceFile, data: T) => { slug: string; field: string },
  options: ContentBuildOptions,
  problems: Problem[],
  linkSources: LinkSource[],
): Promise<Rendered<T>[]> {
  const loaded = await loadFolder(options.root, folder);
  problems.push(...loaded.problems);
  const tokens = { contactEmail: siteConfig.contactEmail, bookingUrl: siteConfig.bookingUrl };
  const bodies = await renderBodies(
    loaded.files.map((source) => source.parsed.body),
    { basePath: options.basePath, tokens },
    options.cacheDir ? { cacheDir: options.cacheDir, name: folder } : undefined,
  );
  const rendered = loaded.files.map((source, index): Rendered<T> | undefined => {
    const validation = validateFrontMatter(source.file, schema, source.parsed);
    const body = bodies[index]!;
    linkSources.push({ source, body });
    problems.push(
      ...body.issues.map((issue) => ({
        file: source.file,
        field: 'body',
        message: issue.message,
        line: issue.line && issue.line + source.parsed.bodyLine - 1,
      })),
    );
    if (!validation.ok) {
      problems.push(...validation.problems);
      return undefined;
    }
    const data = validation.value as T;
    const { slug, field } = slugOf(source, data);
    const badSlug = slugProblem(source.file, slug, field);
    if (badSlug) {
      problems.push(badSlug);
      return undefined;
    }
    return { source, slug, data, body };
  });
  return rendered.filter((entry): entry is Rendered<T> => entry !== undefined && (options.includeDrafts || !entry.data.draft));
}

function checkTopLevelSlugs(entries: Rendered<unknown>[], problems: Problem[]) {
  const owners = new Map<string, string>();
  for (const { slug, source } of entries) {
    const owner = owners.get(slug);
    if (takenTopLevel.has(slug)) {
      problems.push({ file: source.file, field: 'slug', message: `"${slug}" is already the path of a page of the site` });
    } else if (owner) {
      problems.push({ file: source.file, field: 'slug', message: `"${slug}" is also the path of ${owner}` });
    }
    owners.set(slug, source.file);
  }
}

function checkLinks(entries: LinkSource[], known: Set<string>, problems: Problem[]) {
  for (const { source, body } of entries) {
    for (const link of body.internalLinks) {
      const target = link.href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
      if (!known.has(target)) {
        problems.push({
          file: source.file,
          field: 'link',
          message: `${link.href} is not a page of this site`,
          line: link.line && link.line + source.parsed.bodyLine - 1,
        });
      }
    }
  }
}

/** A writer's own hero image must exist under public/. */
async function checkImages(root: string, posts: Rendered<{ image?: string }>[], problems: Problem[]) {
  for (const { source, data } of posts) {
    if (
      data.image &&
      !(await stat(path.join(root, 'public', data.image)).then(
        () => true,
        () => false,
      ))
    ) {
      problems.push({
        file: source.file,
        field: 'image',
        message: `${data.image} does not exist under public/`,
        line: source.parsed.fieldLines.get('image'),
      });
    }
  }
}

export async function buildContent(options: ContentBuildOptions): Promise<ContentIndex> {
  const problems: Problem[] = [];
  const linkSources: LinkSource[] = [];
  const [posts, cases, legal] = await Promise.all([
    collect<typeof postSchema._output>(
      'posts',
      postSchema,
      (source) => ({ slug: source.name, field: 'file name' }),
      options,
      problems,
      linkSources,
    ),
    collect<typeof portfolioSchema._output>(
      'portfolio',
      portfolioSchema,
      (source) => ({ slug: source.name, field: 'file name' }),
      options,
      problems,
      linkSources,
    ),
    collect<typeof legalSchema._output>(
      'legal',
      legalSchema,
      (_source, data) => ({ slug: data.slug, field: 'slug' }),
      options,
      problems,
      linkSources,
    ),
  ]);
  checkTopLevelSlugs([...cases, ...legal], problems);

  const postMetas = posts.map((post) => toPostMeta(post.slug, post.data, post.body)).sort(byNewest);
  const summary = summarize(postMetas);
  const known = new Set(
    listSitePaths({
      postSlugs: postMetas.map((post) => post.slug),
      caseSlugs: cases.map((entry) => entry.slug),
      legalSlugs: legal.map((entry) => entry.slug),
      summary,
    }),
  );
  checkLinks(linkSources, known, problems);
  await checkImages(options.root, posts, problems);
  if (problems.length > 0) {
    throw new ContentError(problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0)));
  }

  return {
    posts: postMetas,
    cases: cases.map((entry) => toCaseMeta(entry.slug, entry.data)).sort((a, b) => a.order - b.order),
    legal: legal.map((entry) => toLegalMeta(entry.data, entry.body)),
    summary,
    bodies: [
      ...posts.map((entry) => ({ kind: 'posts' as const, slug: entry.slug, html: entry.body.html })),
      ...cases.map((entry) => ({ kind: 'portfolio' as const, slug: entry.slug, html: entry.body.html })),
      ...legal.map((entry) => ({ kind: 'legal' as const, slug: entry.slug, html: entry.body.html })),
    ],
  };
}
