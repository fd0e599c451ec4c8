/**
 * Where content sits and points: the top-level addresses of case studies and legal pages, the
 * internal links and files of every body, and case studies' calls to action.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../../src/routes/paths.ts';
import { resolveFile } from '../static-server.ts';
import { fragmentOf } from './htmlAddresses.ts';
import type { Entry } from './validEntries.ts';
import { bodyProblem, fieldProblem, type SourceFile } from './load.ts';
import type { RenderedBody } from './markdown.ts';
import type { Problem } from './problems.ts';
import { BOOKING_TARGET, type PortfolioFrontMatter } from './schemas/portfolio.ts';

/** Top-level path segments the fixed pages already use; content slugs must not take them. */
const takenTopLevel = Object.values(paths).map((path) => path.split('/')[1] ?? '');

/**
 * Folders the build writes at the site's top level (Vite's scripts, article bodies and data, the
 * article images, the search index): a page there would mix with them and take their headers,
 * such as the year-long caching of /assets/.
 */
const SITE_FOLDERS = ['assets', 'content', 'generated', 'pagefind'];

/** Every top-level name a case study or legal page cannot take: pages, the build's folders, the folders of public/. */
export async function reservedTopLevel(root: string): Promise<Set<string>> {
  const publicEntries = await readdir(path.join(root, 'public'), { withFileTypes: true }).catch(() => []);
  const publicFolders = publicEntries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return new Set([...takenTopLevel, ...SITE_FOLDERS, ...publicFolders]);
}

/** Case studies and legal pages share the top level: each address taken once, and not by a page or folder of the site. */
export function checkTopLevelSlugs(entries: Entry<unknown>[], reserved: Set<string>, problems: Problem[]) {
  for (const { slug, source } of entries) {
    const report = (message: string) => problems.push(fieldProblem(source, 'slug', message));
    const others = entries.filter((entry) => entry.slug === slug && entry.source !== source);
    if (reserved.has(slug)) report(`"${slug}" is already the path of a page or folder of the site`);
    // Named in every file that wants it: the writer may have copied either.
    else if (others.length > 0) report(`"${slug}" is also the path of ${others.map((entry) => entry.source.file).join(', ')}`);
  }
}

/** Files the build writes beside the pages, which a writer may link to. */
const GENERATED_FILES = new Set(['/rss.xml', '/atom.xml', '/sitemap.xml', '/robots.txt']);

/** Whether a site path names a file under public/ (a video, a PDF, an image), as the static server would find it. */
export const isPublicFile = async (root: string, sitePath: string): Promise<boolean> =>
  (await resolveFile(path.join(root, 'public'), sitePath)) !== undefined;

/** A site path without its query and #section. */
const withoutQuery = (href: string) => href.replace(/[?#].*$/, '');

/** What a link may lead to: the pages this build makes, and the drafts it leaves out (by address, their files). */
export interface SiteTargets {
  pages: Set<string>;
  drafts: Map<string, string>;
  /**
   * The sections (element ids) of the pages made from Markdown, by address: a link to one of
   * them names a section that exists. The fixed pages' sections are checked in the built site
   * (npm run verify), where their ids are.
   */
  sections: Map<string, Set<string>>;
}

/** Why a link to a section of a page made from Markdown leads nowhere, if it does. */
function missingSection(href: string, targets: SiteTargets): string | undefined {
  const id = fragmentOf(href);
  const sections = targets.sections.get(targetOf(href));
  if (id === undefined || !sections || sections.has(id)) return undefined;
  const known = [...sections].slice(0, 8).map((section) => `#${section}`);
  return `${href}: that page has no section #${id}${known.length > 0 ? ` (its sections: ${known.join(', ')}${sections.size > known.length ? ', …' : ''})` : ''}`;
}

const targetOf = (href: string) => withoutQuery(href).replace(/(.)\/$/, '$1');

/** Whether a site path (query and #section aside) is a page of the site, a file under public/ or one the build writes. */
async function isSiteTarget(root: string, targets: SiteTargets, href: string): Promise<boolean> {
  const target = targetOf(href);
  return targets.pages.has(target) || GENERATED_FILES.has(target) || (await isPublicFile(root, target));
}

/** Why a link that leads nowhere does: a draft left out of this build, or no page at all. */
function missingTarget(href: string, targets: SiteTargets, otherwise: string): string {
  const draft = targets.drafts.get(targetOf(href));
  return draft
    ? `${href} is a draft (${draft} has draft: true), which this build leaves out: publish it first, or link elsewhere`
    : otherwise;
}

/** A case study's call to action must lead to a page of the site (or to the booking link). */
export async function checkCallsToAction(root: string, cases: Entry<PortfolioFrontMatter>[], targets: SiteTargets, problems: Problem[]) {
  for (const { source, data } of cases) {
    if (data.cta.href === BOOKING_TARGET || (await isSiteTarget(root, targets, data.cta.href))) continue;
    problems.push(fieldProblem(source, 'cta.href', missingTarget(data.cta.href, targets, `${data.cta.href} is not a page of this site`)));
  }
}

/**
 * Every internal link must name a page of the site, a file under public/ or one the build writes;
 * every image or video a body shows from the site must exist under public/.
 */
export async function checkLinks(
  root: string,
  files: SourceFile[],
  bodyOf: (file: SourceFile) => RenderedBody,
  targets: SiteTargets,
  problems: Problem[],
) {
  for (const source of files) {
    const body = bodyOf(source);
    for (const { href, line } of body.internalLinks) {
      const problem = (await isSiteTarget(root, targets, href))
        ? missingSection(href, targets)
        : missingTarget(href, targets, `${href} is not a page of this site or a file under public/`);
      if (problem) problems.push(bodyProblem(source, 'link', problem, line));
    }
    for (const { href, line } of body.siteFiles) {
      if (!(await isPublicFile(root, withoutQuery(href))))
        problems.push(bodyProblem(source, 'image', `${href} does not exist under public/`, line));
    }
  }
}
