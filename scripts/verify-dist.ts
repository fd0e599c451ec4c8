/**
 * `npm run verify [-- dist]`: proves a built site is whole before it is deployed. Every internal
 * link and asset reference of every page resolves to a file; every page has exactly one h1, a
 * title and a description; the HTML validates (html-validate). Prints each problem and exits 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { parse, type HTMLElement } from 'node-html-parser';
import { basePathOfBuiltSite } from './basePath.ts';
import { readOptions } from './cliOptions.ts';
import { elementIds, fragmentOf, sourceSetUrls } from './content/htmlAddresses.ts';
import { listHtmlFiles } from './listFiles.ts';
import { resolveFile } from './static-server.ts';
import { getOrMake } from './getOrMake.ts';

const validatorConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React and the pre-renderer write valid HTML in their own style: `crossorigin=""`,
    // `hidden=""`, inline sizes, whitespace from the page template.
    'void-style': 'off',
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-trailing-whitespace': 'off',
    // Pages are written as React and Prettier (index.html) write them, untouched: React keeps some
    // attribute names in camel case (autoComplete, dateTime, crossOrigin), which HTML reads
    // without regard to case, and Prettier writes the doctype in lower case.
    'attr-case': 'off',
    'doctype-style': ['error', { style: 'lowercase' }],
    // HTML allows ids that start with a digit or underscore (React's useId, numbered legal sections).
    'valid-id': ['error', { relaxed: true }],
    // An article's <title> is its writer's headline, up to the 120 characters the post schema
    // allows; search results cut long ones, and titleWithSuffix drops the brand first. The length
    // is a writing guideline (WRITING.md), not a fault of the page: the content step checks it.
    'long-title': 'off',
  },
};

export type Finding = { page: string; message: string };

function referencesOf(document: HTMLElement): string[] {
  const hrefs = document.querySelectorAll('a[href], link[href]').map((element) => element.getAttribute('href') ?? '');
  const sources = document.querySelectorAll('[src]').map((element) => element.getAttribute('src') ?? '');
  const srcsets = document.querySelectorAll('[srcset]').flatMap((element) => sourceSetUrls(element.getAttribute('srcset')));
  return [...hrefs, ...sources, ...srcsets];
}

/** `idsOf(file, html?)`: the ids of a page (this one, whose HTML is at hand, or another), the targets of #section links. */
type IdsOf = (file: string, html?: string) => Set<string>;

async function referenceProblems(root: string, file: string, html: string, document: HTMLElement, basePath: string, idsOf: IdsOf) {
  const problems: string[] = [];
  const ownIds = idsOf(file, html);
  // Only links within the page (#…) and paths on this host (/…) are followed.
  for (const reference of referencesOf(document).filter((candidate) => /^[#/]/.test(candidate))) {
    const fragment = fragmentOf(reference);
    const pathname = reference.split(/[?#]/)[0] ?? '';
    if (reference.startsWith('#')) {
      if (fragment && !ownIds.has(fragment)) problems.push(`${reference} names no element of this page`);
    } else if (reference.startsWith('//')) {
      problems.push(`${reference} leaves the site: write https:// for another site, or a path of this one`);
    } else if (!pathname.startsWith(basePath)) {
      problems.push(`${reference} is outside the base path ${basePath}`);
    } else {
      const target = await resolveFile(root, `/${pathname.slice(basePath.length)}`);
      if (!target) problems.push(`${reference} does not exist`);
      else if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        problems.push(`${reference}: the page has no element with the id ${fragment}`);
      }
    }
  }
  // A link the page holds twice (a header and a footer, say) is one problem.
  return [...new Set(problems)];
}

/** One h1, a title and a description: what every page needs before its links are followed. */
function basicProblems(document: HTMLElement): string[] {
  const problems: string[] = [];
  const h1 = document.querySelectorAll('h1').length;
  if (h1 !== 1) problems.push(`has ${h1} h1 elements instead of one`);
  if (!document.querySelector('title')?.text.trim()) problems.push('has no title');
  if (!document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim()) problems.push('has no description');
  return problems;
}

export async function verifyDist(root: string, basePath = '/'): Promise<{ pages: number; findings: Finding[] }> {
  const validator = new HtmlValidate(validatorConfig);
  const files = await listHtmlFiles(root);
  const findings: Finding[] = [];
  // Parsed once per page, whether it is being checked or linked to.
  const idsByFile = new Map<string, Set<string>>();
  const idsOf: IdsOf = (file, html) => getOrMake(idsByFile, file, () => elementIds(html ?? readFileSync(file, 'utf8')));
  for (const file of files) {
    const page = path.relative(root, file);
    const html = readFileSync(file, 'utf8');
    const document = parse(html);
    const { results } = await validator.validateString(html, file);
    const problems = [
      ...basicProblems(document),
      ...(await referenceProblems(root, file, html, document, basePath, idsOf)),
      ...results.flatMap((result) => result.messages).map(({ line, message, ruleId }) => `line ${line}: ${message} (${ruleId})`),
    ];
    findings.push(...problems.map((message) => ({ page, message })));
  }
  return { pages: files.length, findings };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(readOptions({}, { positionals: true }).positionals[0] ?? 'dist');
  if (!existsSync(root)) throw new Error(`${root} does not exist: run npm run build first`);
  const { pages, findings } = await verifyDist(root, basePathOfBuiltSite(root));
  for (const finding of findings) console.error(`${finding.page}: ${finding.message}`);
  console.log(`verify: ${pages} pages, ${findings.length} problem${findings.length === 1 ? '' : 's'}`);
  if (findings.length > 0) process.exitCode = 1;
}
