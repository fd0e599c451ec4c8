/**
 * The content build: load every Markdown file, validate its front matter, render its body,
 * cross-check the whole set (duplicate routes, broken internal links) and return the index.
 * Every problem in every file is collected before failing, so a writer fixes them in one pass.
 */
import path from 'node:path';
import { summarize } from '../../src/content/taxonomy.ts';
import type { ContentIndex } from './contentIndex.ts';
import { blogPaths, contentPath } from '../../src/routes/paths.ts';
import { listSitePaths } from '../../src/routes/sitePaths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { checkCaseImages, checkCaseOrder } from './caseChecks.ts';
import { validEntries } from './validEntries.ts';
import { byNewest, toBody, toCaseMeta, toLegalMeta, toPostMeta } from './entries.ts';
import { bodyProblem, loadFolder, type SourceFile } from './load.ts';
import { renderMarkdown, type RenderedBody } from './markdown.ts';
import { asksToBeDraft, checkDrawableText, checkScaffoldBody, hashOwnImages } from './postChecks.ts';
import { checkPublicFiles } from './publicFiles.ts';
import { checkTagSlugs } from './tags.ts';
import { elementIds } from './htmlAddresses.ts';
import { imageSizer } from './imageSizes.ts';
import { ContentError, type Problem } from './problems.ts';
import { legalSchema } from './schemas/legal.ts';
import { portfolioSchema } from './schemas/portfolio.ts';
import { postSchema } from './schemas/post.ts';
import { checkCallsToAction, checkLinks, checkTopLevelSlugs, reservedTopLevel, type SiteTargets } from './siteLinks.ts';

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
}

/** Renders every body, with the sizes of the images it shows. */
async function renderBodies(files: SourceFile[], basePath: string, withImageSizes: (html: string) => Promise<string>) {
  const tokens = { contactEmail: siteConfig.contactEmail, bookingUrl: siteConfig.bookingUrl };
  const rendered = new Map<SourceFile, RenderedBody>();
  // One body at a time: the work is all on this thread, and each body's syntax trees are garbage
  // before the next is parsed, so memory does not grow with the number of posts.
  for (const file of files) {
    const body = await renderMarkdown(file.parsed.body, { basePath, tokens });
    rendered.set(file, { ...body, html: await withImageSizes(body.html) });
  }
  return rendered;
}

/** The problems a rendered body brings, on the lines of its file; a body with no words would publish an empty page. */
const bodyProblems = (source: SourceFile, body: RenderedBody): Problem[] => [
  ...(body.words === 0 ? [bodyProblem(source, 'body', 'is empty: write the text below the front matter')] : []),
  ...body.issues.map((issue) => bodyProblem(source, 'body', issue.message, issue.line)),
];

/** Where each kind's address comes from: a post's or case's file name, a legal page's `slug` field. */
const byFileName = (source: SourceFile) => ({ slug: source.name, field: 'file name' });
const bySlugField = (_source: SourceFile, data: { slug: string }) => ({ slug: data.slug, field: 'slug' });

export async function buildContent(options: ContentBuildOptions): Promise<ContentIndex> {
  const problems: Problem[] = [];
  const loaded = await Promise.all(['posts', 'portfolio', 'legal'].map((folder) => loadFolder(options.root, folder)));
  loaded.forEach((folder) => problems.push(...folder.problems));
  const [postFiles, caseFiles, legalFiles] = loaded.map((folder) => folder.files) as [SourceFile[], SourceFile[], SourceFile[]];
  const rejectedPosts: SourceFile[] = [];
  const posts = validEntries<typeof postSchema._output>(postFiles, postSchema, byFileName, options.includeDrafts, problems, rejectedPosts);
  const cases = validEntries<typeof portfolioSchema._output>(caseFiles, portfolioSchema, byFileName, options.includeDrafts, problems);
  const legal = validEntries<typeof legalSchema._output>(legalFiles, legalSchema, bySlugField, options.includeDrafts, problems);
  checkTopLevelSlugs([...cases, ...legal], await reservedTopLevel(options.root), problems);
  checkCaseOrder(cases, problems);
  problems.push(...(await checkPublicFiles(options.root)));
  await checkCaseImages(options.root, cases, problems);
  // A post whose front matter failed its schema still gets the checks that need only its body and
  // image path, so that one run names all that is wrong with it; unless it is a draft this build
  // leaves out, as the valid ones are.
  const failedPosts = rejectedPosts.filter((source) => options.includeDrafts || !asksToBeDraft(source));
  const postSources = [...posts.map((entry) => entry.source), ...failedPosts];
  const ownImages = await hashOwnImages(options.root, postSources, problems);
  checkDrawableText(posts, problems);
  checkTagSlugs(posts, problems);
  checkScaffoldBody(postSources, problems);
  const allFiles = [...postFiles, ...caseFiles, ...legalFiles];
  const bodies = await renderBodies(allFiles, options.basePath, imageSizer(options.root, options.basePath));
  const bodyOf = (source: SourceFile) => bodies.get(source)!;
  for (const source of allFiles) problems.push(...bodyProblems(source, bodyOf(source)));
  const indexOf = (kept: { posts: typeof posts; cases: typeof cases; legal: typeof legal }): ContentIndex => {
    const postMetas = kept.posts
      .map((entry) => toPostMeta(entry.slug, entry.data, bodyOf(entry.source), entry.data.image && ownImages.get(entry.data.image)))
      .sort(byNewest);
    return {
      posts: postMetas,
      cases: kept.cases.map((entry) => toCaseMeta(entry.slug, entry.data)).sort((a, b) => a.order - b.order),
      legal: kept.legal.map((entry) => toLegalMeta(entry.data, bodyOf(entry.source))),
      summary: summarize(postMetas),
      bodies: [
        ...kept.posts.map((entry) => toBody('posts', entry.slug, bodyOf(entry.source))),
        ...kept.cases.map((entry) => toBody('portfolio', entry.slug, bodyOf(entry.source))),
        ...kept.legal.map((entry) => toBody('legal', entry.slug, bodyOf(entry.source))),
      ],
    };
  };
  const index = indexOf({ posts, cases, legal });
  // A link to a post or case whose own file has a problem is not a second problem: the writer
  // fixes that file, and the link works again.
  // Read from the problems themselves: a file whose YAML could not be read is in no list of files.
  const failedFiles = new Set(problems.map((problem) => problem.file));
  const namesOfFailed = (folder: string) =>
    [...failedFiles].filter((file) => file.startsWith(`${folder}/`)).map((file) => path.posix.basename(file, '.md'));
  const known = new Set(
    listSitePaths({
      postSlugs: [...posts.map((entry) => entry.slug), ...namesOfFailed('posts')],
      caseSlugs: [...cases.map((entry) => entry.slug), ...namesOfFailed('portfolio')],
      // A legal page is named by its front matter's slug, which a file with a problem may still give.
      legalSlugs: [
        ...legal.map((entry) => entry.slug),
        ...legalFiles.flatMap(({ file, parsed }) =>
          failedFiles.has(file) && typeof parsed.data.slug === 'string' ? [parsed.data.slug] : [],
        ),
      ],
      summary: index.summary,
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
      ...posts.map((entry) => [blogPaths.post(entry.slug), elementIds(bodyOf(entry.source).html)] as const),
      ...[...cases, ...legal].map((entry) => [contentPath(entry.slug), elementIds(bodyOf(entry.source).html)] as const),
    ]),
  };
  await checkLinks(options.root, allFiles, bodyOf, targets, problems);
  await checkCallsToAction(options.root, cases, targets, problems);
  if (problems.length > 0) {
    const sorted = problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    if (!options.keepGoing) throw new ContentError(sorted);
    const badFiles = new Set(problems.map((problem) => problem.file));
    const good = <T extends { source: SourceFile }>(entries: T[]) => entries.filter((entry) => !badFiles.has(entry.source.file));
    throw new ContentError(sorted, indexOf({ posts: good(posts), cases: good(cases), legal: good(legal) }));
  }
  return index;
}
