/**
 * The content build: load every Markdown file, validate its front matter, render its body,
 * cross-check the whole set (duplicate routes, broken internal links) and return the index.
 * Every problem in every file is collected before failing, so a writer fixes them in one pass.
 *
 * The part of the index that the app's bundles import (case studies, legal pages, the blog
 * summary) needs only a few bodies, so those are rendered first and that part is handed over
 * (onBundleData) while the posts' bodies render: the production build bundles meanwhile.
 */
import path from 'node:path';
import { summarize, summaryOf } from '../../src/content/taxonomy.ts';
import type { BlogSummary, CaseMeta, ContentKind, LegalMeta, PostMeta } from '../../src/content/types.ts';
import { blogPaths, contentPath } from '../../src/routes/paths.ts';
import { listSitePaths } from '../../src/routes/sitePaths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { openBodyCache } from './bodyCache.ts';
import { checkCaseImages, checkCaseOrder } from './caseChecks.ts';
import { validEntries } from './validEntries.ts';
import { byNewest, toCaseMeta, toLegalMeta, toPostMeta, toPostTaxonomy } from './entries.ts';
import { loadFolder, type SourceFile } from './load.ts';
import type { RenderedBody } from './markdown.ts';
import { asksToBeDraft, checkDrawableText, checkScaffoldBody, hashOwnImages, ownImageOfEntry, ownImageOfFailed } from './postChecks.ts';
import { checkPublicFiles } from './publicFiles.ts';
import { checkTagSlugs } from './tags.ts';
import { imageSizer } from './imageSizes.ts';
import { renderBodies } from './renderBodies.ts';
import { ContentError, type Problem } from './problems.ts';
import { legalSchema } from './schemas/legal.ts';
import { portfolioSchema } from './schemas/portfolio.ts';
import { postSchema } from './schemas/post.ts';
import { checkCallsToAction, checkLinks, checkTopLevelSlugs, reservedTopLevel, sectionIdsOf, type SiteTargets } from './siteLinks.ts';

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
  /**
   * With problems, still make the index of the files that have none and hand it with them
   * (ContentError.partialIndex), so that a preview shows every good file as it is now.
   */
  keepGoing?: boolean;
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

/**
 * Renders one folder's bodies, in as many batches as the build asks for, each file once; the
 * cache is saved when all are done.
 */
async function folderRenderer(folder: ContentKind, options: ContentBuildOptions, withImageSizes: (html: string) => Promise<string>) {
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
      await Promise.all(
        missing.map(async (file, index) => {
          const body = bodies[index]!;
          rendered.set(file, { ...body, html: await withImageSizes(body.html) });
        }),
      );
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

const byFileName = (source: SourceFile) => ({ slug: source.name, field: 'file name' });

export async function buildContent(options: ContentBuildOptions): Promise<ContentIndex> {
  const problems: Problem[] = [];
  const folders = ['posts', 'portfolio', 'legal'] as const;
  const loaded = await Promise.all(folders.map((folder) => loadFolder(options.root, folder)));
  loaded.forEach((folder) => problems.push(...folder.problems));
  const [postFiles, caseFiles, legalFiles] = loaded.map((folder) => folder.files) as [SourceFile[], SourceFile[], SourceFile[]];
  const rejectedPosts: SourceFile[] = [];
  const posts = validEntries<typeof postSchema._output>(postFiles, postSchema, byFileName, options.includeDrafts, problems, rejectedPosts);
  const cases = validEntries<typeof portfolioSchema._output>(caseFiles, portfolioSchema, byFileName, options.includeDrafts, problems);
  const legal = validEntries<typeof legalSchema._output>(
    legalFiles,
    legalSchema,
    (_source, data) => ({ slug: data.slug, field: 'slug' }),
    options.includeDrafts,
    problems,
  );
  checkTopLevelSlugs([...cases, ...legal], await reservedTopLevel(options.root), problems);
  checkCaseOrder(cases, problems);
  problems.push(...(await checkPublicFiles(options.root)));
  await checkCaseImages(options.root, cases, problems);
  // A post whose front matter failed its schema still gets the checks that need only its body and
  // image path, so that one run names all that is wrong with it; unless it is a draft this build
  // leaves out, as the valid ones are.
  const failedPosts = rejectedPosts.filter((source) => options.includeDrafts || !asksToBeDraft(source));
  const ownImages = await hashOwnImages(options.root, [...posts.map(ownImageOfEntry), ...failedPosts.map(ownImageOfFailed)], problems);
  checkDrawableText(posts, problems);
  checkTagSlugs(posts, problems);
  checkScaffoldBody([...posts.map((entry) => entry.source), ...failedPosts], problems);
  // One for all folders: an image shown in several bodies is read once.
  const withImageSizes = imageSizer(options.root, options.basePath);
  const [postBodies, caseBodies, legalBodies] = await Promise.all([
    folderRenderer('posts', options, withImageSizes),
    folderRenderer('portfolio', options, withImageSizes),
    folderRenderer('legal', options, withImageSizes),
  ]);
  const postMetaOf = (entry: (typeof posts)[number]) =>
    toPostMeta(entry.slug, entry.data, postBodies.bodyOf(entry.source), entry.data.image && ownImages.get(entry.data.image));

  // The bundled part first: it needs the bodies of the legal pages and of the newest posts only.
  const newest = [...posts].sort((a, b) => byNewest(a.data, b.data)).slice(0, siteConfig.blog.recentCount);
  await Promise.all([caseBodies.render(caseFiles), legalBodies.render(legalFiles), postBodies.render(newest.map((entry) => entry.source))]);
  const bundleData = (summary: BlogSummary, kept = { cases, legal }): BundleData => ({
    cases: kept.cases.map((entry) => toCaseMeta(entry.slug, entry.data)).sort((a, b) => a.order - b.order),
    legal: kept.legal.map((entry) => toLegalMeta(entry.data, legalBodies.bodyOf(entry.source))),
    summary,
  });
  /** The index of the entries kept; the posts' metadata and summary are passed in when already made. */
  const indexOf = (
    kept: { posts: typeof posts; cases: typeof cases; legal: typeof legal },
    postMetas = kept.posts.map(postMetaOf).sort(byNewest),
    summary = summarize(postMetas),
  ): ContentIndex => {
    return {
      posts: postMetas,
      ...bundleData(summary, kept),
      bodies: [
        ...kept.posts.map((entry) => ({ kind: 'posts' as const, slug: entry.slug, html: postBodies.bodyOf(entry.source).html })),
        ...kept.cases.map((entry) => ({ kind: 'portfolio' as const, slug: entry.slug, html: caseBodies.bodyOf(entry.source).html })),
        ...kept.legal.map((entry) => ({ kind: 'legal' as const, slug: entry.slug, html: legalBodies.bodyOf(entry.source).html })),
      ],
    };
  };
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
  const failedFiles = new Set(problems.map((problem) => problem.file));
  const namesOfFailed = (folder: string) =>
    [...failedFiles].filter((file) => file.startsWith(`${folder}/`)).map((file) => path.posix.basename(file, '.md'));
  const known = new Set(
    listSitePaths({
      postSlugs: [...postMetas.map((post) => post.slug), ...namesOfFailed('posts')],
      caseSlugs: [...cases.map((entry) => entry.slug), ...namesOfFailed('portfolio')],
      // A legal page is named by its front matter's slug, which a file with a problem may still give.
      legalSlugs: [
        ...legal.map((entry) => entry.slug),
        ...legalFiles.flatMap(({ file, parsed }) =>
          failedFiles.has(file) && typeof parsed.data.slug === 'string' ? [parsed.data.slug] : [],
        ),
      ],
      summary,
    }),
  );
  // Drafts this build leaves out, by address: a link to one is a problem with its own explanation.
  const leftOut = (files: SourceFile[], pathOf: (name: string) => string) =>
    options.includeDrafts
      ? []
      : files.filter((source) => source.parsed.data.draft === true).map((source) => [pathOf(source.name), source.file] as const);
  const targets: SiteTargets = {
    pages: known,
    drafts: new Map([...leftOut(postFiles, blogPaths.post), ...leftOut(caseFiles, (name) => `/${name}`)]),
    sections: new Map([
      ...posts.map((entry) => [blogPaths.post(entry.slug), sectionIdsOf(postBodies.bodyOf(entry.source).html)] as const),
      ...cases.map((entry) => [contentPath(entry.slug), sectionIdsOf(caseBodies.bodyOf(entry.source).html)] as const),
      ...legal.map((entry) => [contentPath(entry.slug), sectionIdsOf(legalBodies.bodyOf(entry.source).html)] as const),
    ]),
  };
  for (const [files, renderer] of sources) await checkLinks(options.root, files, renderer.bodyOf, targets, problems);
  await checkCallsToAction(options.root, cases, targets, problems);
  if (problems.length > 0) {
    const sorted = problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    if (!options.keepGoing) throw new ContentError(sorted);
    const badFiles = new Set(problems.map((problem) => problem.file));
    const good = <T extends { source: SourceFile }>(entries: T[]) => entries.filter((entry) => !badFiles.has(entry.source.file));
    throw new ContentError(sorted, indexOf({ posts: good(posts), cases: good(cases), legal: good(legal) }));
  }

  const index = indexOf({ posts, cases, legal }, postMetas, summary);
  const { cases: finalCases, legal: finalLegal, summary: finalSummary } = index;
  if (handedOver && JSON.stringify({ cases: finalCases, legal: finalLegal, summary: finalSummary }) !== JSON.stringify(handedOver)) {
    throw new Error('The index handed over early differs from the final one: the build would bundle stale data.');
  }
  return index;
}
