/**
 * The content build: load every Markdown file, validate its front matter, render its body,
 * cross-check the whole set (duplicate routes, broken internal links) and return the index.
 * Every problem in every file is collected before failing, so a writer fixes them in one pass.
 *
 * The part of the index that the app's bundles import (case studies, legal pages, the blog
 * summary) needs only a few bodies, so those are rendered first and that part is handed over
 * (onBundleData) while the posts' bodies render: the production build bundles meanwhile.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { summarize, summaryOf } from '../../src/content/taxonomy.ts';
import type { BlogSummary, CaseMeta, ContentKind, LegalMeta, PostMeta } from '../../src/content/types.ts';
import { paths } from '../../src/routes/paths.ts';
import { listSitePaths } from '../../src/routes/sitePaths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { openBodyCache } from './bodyCache.ts';
import { byNewest, toCaseMeta, toLegalMeta, toPostMeta, toPostTaxonomy } from './entries.ts';
import { loadFolder, type SourceFile } from './load.ts';
import type { RenderedBody } from './markdown.ts';
import { glyphsMissing } from '../images/text.ts';
import { renderBodies } from './renderBodies.ts';
import { ContentError, type Problem } from './problems.ts';
import { legalSchema } from './schemas/legal.ts';
import { BOOKING_TARGET, portfolioSchema, type PortfolioFrontMatter } from './schemas/portfolio.ts';
import { postSchema, SCAFFOLD_OPENING } from './schemas/post.ts';
import { SLUG_PATTERN, SLUG_RULE } from './slugs.ts';
import { validateFrontMatter } from './validate.ts';
import { resolveFile } from '../static-server.ts';

/** The part of the index that the app's bundles import (see write.ts). */
export interface BundleData {
  cases: CaseMeta[];
  legal: LegalMeta[];
  summary: BlogSummary;
}

export interface ContentBuildOptions {
  root: string;
  /** Keep `draft: true` entries (the dev server shows them; production builds leave them out). */
  includeDrafts: boolean;
  basePath: string;
  /** Keep rendered Markdown here between builds (see bodyCache.ts); no cache without it. */
  cacheDir?: string;
  /**
   * Given the bundled part of the index before the posts' bodies are rendered, when nothing is
   * wrong so far. The index returned at the end holds exactly the same (checked).
   */
  onBundleData?: (data: BundleData) => void | Promise<void>;
}

export interface Body {
  kind: ContentKind;
  slug: string;
  html: string;
}

export interface ContentIndex extends BundleData {
  posts: PostMeta[];
  bodies: Body[];
}

/** A file whose front matter is valid, with its route slug; drafts only when they are kept. */
interface Entry<T> {
  source: SourceFile;
  slug: string;
  data: T;
}

/** Top-level path segments the fixed pages already use; content slugs must not take them. */
const takenTopLevel = Object.values(paths).map((path) => path.split('/')[1] ?? '');

/**
 * Folders the build writes at the site's top level (Vite's scripts, article bodies and data, the
 * article images, the search index): a page there would mix with them and take their headers,
 * such as the year-long caching of /assets/.
 */
const SITE_FOLDERS = ['assets', 'content', 'generated', 'pagefind'];

/** Every top-level name a case study or legal page cannot take: pages, the build's folders, the folders of public/. */
async function reservedTopLevel(root: string): Promise<Set<string>> {
  const publicEntries = await readdir(path.join(root, 'public'), { withFileTypes: true }).catch(() => []);
  const publicFolders = publicEntries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return new Set([...takenTopLevel, ...SITE_FOLDERS, ...publicFolders]);
}

function slugProblem(file: string, slug: string, field: string): Problem | undefined {
  if (!SLUG_PATTERN.test(slug)) {
    return { file, field, message: `"${slug}" ${SLUG_RULE} (e.g. my-first-post)` };
  }
  return undefined;
}

function validEntries<T extends { draft: boolean }>(
  files: SourceFile[],
  schema: Parameters<typeof validateFrontMatter>[1],
  slugOf: (file: SourceFile, data: T) => { slug: string; field: string },
  options: ContentBuildOptions,
  problems: Problem[],
): Entry<T>[] {
  const entries = files.map((source): Entry<T> | undefined => {
    const validation = validateFrontMatter(source.file, schema, source.parsed);
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
    return { source, slug, data };
  });
  return entries.filter((entry): entry is Entry<T> => entry !== undefined && (options.includeDrafts || !entry.data.draft));
}

/**
 * Renders one folder's bodies, in as many batches as the build asks for, each file once; the
 * cache is saved when all are done.
 */
async function folderRenderer(folder: ContentKind, options: ContentBuildOptions) {
  const renderOptions = {
    basePath: options.basePath,
    tokens: { contactEmail: siteConfig.contactEmail, bookingUrl: siteConfig.bookingUrl },
  };
  const cache = options.cacheDir ? await openBodyCache(options.cacheDir, folder, renderOptions) : undefined;
  const rendered = new Map<SourceFile, RenderedBody>();
  return {
    async render(files: SourceFile[]) {
      const missing = files.filter((file) => !rendered.has(file));
      const bodies = await renderBodies(
        missing.map((file) => file.parsed.body),
        renderOptions,
        cache,
      );
      missing.forEach((file, index) => rendered.set(file, bodies[index]!));
    },
    bodyOf: (file: SourceFile) => rendered.get(file)!,
    save: () => cache?.save(),
  };
}

/** The problems a rendered body brings, on the lines of its file; a body with no words would publish an empty page. */
const bodyProblems = (source: SourceFile, body: RenderedBody): Problem[] => [
  ...(body.words === 0 ? [{ file: source.file, field: 'body', message: 'is empty: write the text below the front matter' }] : []),
  ...body.issues.map((issue) => ({
    file: source.file,
    field: 'body',
    message: issue.message,
    line: issue.line && issue.line + source.parsed.bodyLine - 1,
  })),
];

/** Case studies and legal pages share the top level: each address taken once, and not by a page or folder of the site. */
function checkTopLevelSlugs(entries: Entry<unknown>[], reserved: Set<string>, problems: Problem[]) {
  const filesBySlug = new Map<string, Entry<unknown>[]>();
  for (const entry of entries) filesBySlug.set(entry.slug, [...(filesBySlug.get(entry.slug) ?? []), entry]);
  for (const { slug, source } of entries) {
    const report = (message: string) =>
      problems.push({ file: source.file, field: 'slug', message, line: source.parsed.fieldLines.get('slug') });
    const others = filesBySlug.get(slug)!.filter((entry) => entry.source !== source);
    if (reserved.has(slug)) report(`"${slug}" is already the path of a page or folder of the site`);
    // Named in every file that wants it: the writer may have copied either.
    else if (others.length > 0) report(`"${slug}" is also the path of ${others.map((entry) => entry.source.file).join(', ')}`);
  }
}

/** Files the build writes beside the pages, which a writer may link to. */
const GENERATED_FILES = new Set(['/rss.xml', '/sitemap.xml', '/robots.txt']);

/** Whether a site path names a file under public/ (a video, a PDF, an image), as the static server would find it. */
const isPublicFile = async (root: string, sitePath: string): Promise<boolean> =>
  (await resolveFile(path.join(root, 'public'), sitePath)) !== undefined;

/** A site path without its query and #section. */
const withoutQuery = (href: string) => href.replace(/[?#].*$/, '');

/** Whether a site path (query and #section aside) is a page of the site, a file under public/ or one the build writes. */
async function isSiteTarget(root: string, known: Set<string>, href: string): Promise<boolean> {
  const target = withoutQuery(href).replace(/(.)\/$/, '$1');
  return known.has(target) || GENERATED_FILES.has(target) || (await isPublicFile(root, target));
}

/** A case study's call to action must lead to a page of the site (or to the booking link). */
async function checkCallsToAction(root: string, cases: Entry<PortfolioFrontMatter>[], known: Set<string>, problems: Problem[]) {
  for (const { source, data } of cases) {
    if (data.cta.href === BOOKING_TARGET || (await isSiteTarget(root, known, data.cta.href))) continue;
    problems.push({
      file: source.file,
      field: 'cta.href',
      message: `${data.cta.href} is not a page of this site`,
      line: source.parsed.fieldLines.get('cta'),
    });
  }
}

/**
 * Every internal link must name a page of the site, a file under public/ or one the build writes;
 * every image or video a body shows from the site must exist under public/.
 */
async function checkLinks(
  root: string,
  files: SourceFile[],
  bodyOf: (file: SourceFile) => RenderedBody,
  known: Set<string>,
  problems: Problem[],
) {
  for (const source of files) {
    const body = bodyOf(source);
    const report = (message: string, line: number | undefined, field = 'link') =>
      problems.push({ file: source.file, field, message, line: line && line + source.parsed.bodyLine - 1 });
    for (const link of body.internalLinks) {
      if (!(await isSiteTarget(root, known, link.href)))
        report(`${link.href} is not a page of this site or a file under public/`, link.line);
    }
    for (const file of body.siteFiles) {
      if (!(await isPublicFile(root, withoutQuery(file.href)))) report(`${file.href} does not exist under public/`, file.line, 'image');
    }
  }
}

/** A published post whose text still opens as new-post wrote it (the front matter's stand-ins are the schema's to catch). */
function checkScaffoldBody(posts: Entry<{ draft: boolean }>[], problems: Problem[]) {
  for (const { source, data } of posts) {
    const at = source.parsed.body.indexOf(SCAFFOLD_OPENING);
    if (data.draft || at < 0) continue;
    problems.push({
      file: source.file,
      field: 'body',
      message: 'still holds the stand-in text new-post wrote: write your own',
      line: source.parsed.bodyLine + source.parsed.body.slice(0, at).split('\n').length - 1,
    });
  }
}

/**
 * A post without its own image gets one drawn from its title and banner, in Inter's Latin
 * letters: a character that font lacks would show as a box.
 */
function checkDrawableText(posts: Entry<{ title: string; banner: string; image?: string }>[], problems: Problem[]) {
  for (const { source, data } of posts) {
    if (data.image) continue;
    for (const field of ['title', 'banner'] as const) {
      const missing = glyphsMissing(data[field]);
      if (missing.length === 0) continue;
      problems.push({
        file: source.file,
        field,
        message: `has characters the generated image cannot draw (${missing.join(' ')}): give the post its own image (see WRITING.md)`,
        line: source.parsed.fieldLines.get(field),
      });
    }
  }
}

/**
 * The hash of each writer's own hero image (part of its address, see images/names.ts), which must
 * exist under public/.
 */
async function hashOwnImages(root: string, posts: Entry<{ image?: string }>[], problems: Problem[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const { source, data } of posts) {
    if (!data.image || hashes.has(data.image)) continue;
    const bytes = await readFile(path.join(root, 'public', data.image)).catch(() => undefined);
    if (bytes) hashes.set(data.image, createHash('sha256').update(bytes).digest('hex'));
    else
      problems.push({
        file: source.file,
        field: 'image',
        message: `${data.image} does not exist under public/`,
        line: source.parsed.fieldLines.get('image'),
      });
  }
  return hashes;
}

const byFileName = (source: SourceFile) => ({ slug: source.name, field: 'file name' });

export async function buildContent(options: ContentBuildOptions): Promise<ContentIndex> {
  const problems: Problem[] = [];
  const folders = ['posts', 'portfolio', 'legal'] as const;
  const loaded = await Promise.all(folders.map((folder) => loadFolder(options.root, folder)));
  loaded.forEach((folder) => problems.push(...folder.problems));
  const [postFiles, caseFiles, legalFiles] = loaded.map((folder) => folder.files) as [SourceFile[], SourceFile[], SourceFile[]];
  const posts = validEntries<typeof postSchema._output>(postFiles, postSchema, byFileName, options, problems);
  const cases = validEntries<typeof portfolioSchema._output>(caseFiles, portfolioSchema, byFileName, options, problems);
  const legal = validEntries<typeof legalSchema._output>(
    legalFiles,
    legalSchema,
    (_source, data) => ({ slug: data.slug, field: 'slug' }),
    options,
    problems,
  );
  checkTopLevelSlugs([...cases, ...legal], await reservedTopLevel(options.root), problems);
  const ownImages = await hashOwnImages(options.root, posts, problems);
  checkDrawableText(posts, problems);
  checkScaffoldBody(posts, problems);
  const [postBodies, caseBodies, legalBodies] = await Promise.all([
    folderRenderer('posts', options),
    folderRenderer('portfolio', options),
    folderRenderer('legal', options),
  ]);
  const postMetaOf = (entry: (typeof posts)[number]) =>
    toPostMeta(entry.slug, entry.data, postBodies.bodyOf(entry.source), entry.data.image && ownImages.get(entry.data.image));

  // The bundled part first: it needs the bodies of the legal pages and of the newest posts only.
  const newest = [...posts].sort((a, b) => byNewest(a.data, b.data)).slice(0, siteConfig.blog.recentCount);
  await Promise.all([caseBodies.render(caseFiles), legalBodies.render(legalFiles), postBodies.render(newest.map((entry) => entry.source))]);
  const bundleData = (summary: BlogSummary): BundleData => ({
    cases: cases.map((entry) => toCaseMeta(entry.slug, entry.data)).sort((a, b) => a.order - b.order),
    legal: legal.map((entry) => toLegalMeta(entry.data, legalBodies.bodyOf(entry.source))),
    summary,
  });
  const cleanSoFar =
    problems.length === 0 &&
    [
      ...caseFiles.map(caseBodies.bodyOf),
      ...legalFiles.map(legalBodies.bodyOf),
      ...newest.map((entry) => postBodies.bodyOf(entry.source)),
    ].every((body) => body.issues.length === 0);
  // The early summary counts categories and tags from front matter alone; the final one comes
  // from the finished index, so the check below compares two independent computations.
  const handedOver =
    options.onBundleData && cleanSoFar
      ? bundleData(
          summaryOf(
            newest.map(postMetaOf),
            posts.map((entry) => toPostTaxonomy(entry.data)),
          ),
        )
      : undefined;
  if (handedOver) await options.onBundleData!(handedOver);

  await postBodies.render(postFiles);
  await Promise.all([postBodies, caseBodies, legalBodies].map((folder) => folder.save()));
  const sources: [SourceFile[], typeof postBodies][] = [
    [postFiles, postBodies],
    [caseFiles, caseBodies],
    [legalFiles, legalBodies],
  ];
  for (const [files, renderer] of sources) for (const source of files) problems.push(...bodyProblems(source, renderer.bodyOf(source)));

  const postMetas = posts.map(postMetaOf).sort(byNewest);
  const summary = summarize(postMetas);
  // A link to a post or case whose own file has a problem is not a second problem: the writer
  // fixes that file, and the link works again.
  // Read from the problems themselves: a file whose YAML could not be read is in no list of files.
  const namesOfFailed = (folder: string) =>
    problems.flatMap((problem) => (problem.file.startsWith(`${folder}/`) ? [path.posix.basename(problem.file, '.md')] : []));
  const known = new Set(
    listSitePaths({
      postSlugs: [...postMetas.map((post) => post.slug), ...namesOfFailed('posts')],
      caseSlugs: [...cases.map((entry) => entry.slug), ...namesOfFailed('portfolio')],
      legalSlugs: legal.map((entry) => entry.slug),
      summary,
    }),
  );
  for (const [files, renderer] of sources) await checkLinks(options.root, files, renderer.bodyOf, known, problems);
  await checkCallsToAction(options.root, cases, known, problems);
  if (problems.length > 0) {
    throw new ContentError(problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0)));
  }

  const final = bundleData(summary);
  if (handedOver && JSON.stringify(final) !== JSON.stringify(handedOver)) {
    throw new Error('The index handed over early differs from the final one: the build would bundle stale data.');
  }
  return {
    posts: postMetas,
    ...final,
    bodies: [
      ...posts.map((entry) => ({ kind: 'posts' as const, slug: entry.slug, html: postBodies.bodyOf(entry.source).html })),
      ...cases.map((entry) => ({ kind: 'portfolio' as const, slug: entry.slug, html: caseBodies.bodyOf(entry.source).html })),
      ...legal.map((entry) => ({ kind: 'legal' as const, slug: entry.slug, html: legalBodies.bodyOf(entry.source).html })),
    ],
  };
}
