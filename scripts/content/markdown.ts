/**
 * Renders a Markdown body to safe HTML: GitHub-flavoured Markdown with typographic punctuation,
 * raw HTML dropped and the result sanitized, heading ids for anchors, outside links opened in a new
 * tab, internal links and images (src, srcset) prefixed with the base path. Along the way it collects what the build
 * checks and shows: internal links and the site files images use (with their lines), headings for
 * tables of contents, and the word count.
 */
import type { Element, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { smartypantsu } from 'smartypants';
import { visit } from 'unist-util-visit';
import { ALLOWED_VIDEO_HOSTS, EMBED_ALLOW } from '../../src/config/security.ts';
import type { Heading } from '../../src/content/types.ts';
import { mapSourceSet, SITE_PATH, sourceSetUrls } from './htmlAddresses.ts';
import { PAGE_IDS } from './pageIds.ts';

/** A site path a body uses (as a link, or as a file), and the source line that holds it. */
export type SitePathUse = { href: string; line?: number };

export type BodyIssue = { message: string; line?: number };

export interface RenderedBody {
  html: string;
  /** Its sections: the ## headings, which tables of contents list. */
  headings: Heading[];
  internalLinks: SitePathUse[];
  /** Site paths used as the source of an image, a video or its poster: files that must exist under public/. */
  siteFiles: SitePathUse[];
  words: number;
  issues: BodyIssue[];
}

export interface RenderOptions {
  /** The site's base path, e.g. `/` or `/preview/my-branch/`. */
  basePath: string;
  /** Values for `{{name}}` placeholders that writers may use (e.g. contactEmail). */
  tokens: Record<string, string>;
}

const EXTERNAL = /^https?:\/\//i;
/** The attributes whose site paths are files the page loads. */
const FILE_ATTRIBUTES = ['src', 'poster'] as const;

/**
 * Raw HTML in Markdown passes through this allow-list: GitHub's (no scripts, styles, forms or
 * event handlers; only http, https, mailto, tel and relative links) plus video embeds from the
 * allowed hosts, whose permissions the site sets (EMBED_ALLOW). Anything else is reported to the
 * writer and removed.
 */
const schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'iframe'],
  attributes: {
    ...defaultSchema.attributes,
    iframe: ['src', 'title', 'width', 'height', 'allowFullScreen', 'loading'],
  },
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'], src: ['https'] },
};
/** The sanitizer puts this before every id, so that no id of a body can stand in for one of the page's. */
const ID_PREFIX = defaultSchema.clobberPrefix ?? '';

const isAllowedEmbed = (src: unknown) => typeof src === 'string' && ALLOWED_VIDEO_HOSTS.some((host) => src.startsWith(`${host}/`));
const allowedTags = new Set(schema.tagNames);
const WORDS_PER_MINUTE = 220;

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

function fillTokens(body: string, tokens: Record<string, string>, issues: BodyIssue[]): string {
  return body.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string, index: number) => {
    // Own keys only: `{{constructor}}` names no setting, whatever every object inherits.
    if (Object.hasOwn(tokens, name)) return tokens[name]!;
    issues.push({
      message: `unknown placeholder ${match} (known: ${Object.keys(tokens).join(', ')})`,
      line: body.slice(0, index).split('\n').length,
    });
    return match;
  });
}

/**
 * Reports what a body may not hold (an h1, tags, handlers, styles, sources and links of the wrong
 * kind) and collects its links and files on this site. Runs before sanitizing, while nodes still
 * carry their source positions.
 */
function inspectElements(internalLinks: SitePathUse[], siteFiles: SitePathUse[], issues: BodyIssue[]) {
  return (tree: Root) => {
    // The page's title is its h1: the body's headings start at ## and go one level deeper at a time,
    // so that the outline screen readers navigate by has no gaps.
    let headingDepth = 1;
    visit(tree, 'element', (node: Element) => {
      const line = node.position?.start.line;
      if (node.tagName === 'h1') {
        issues.push({ message: 'use ## for sections: the page already shows the title as its only # heading', line });
      }
      const depth = Number(/^h([2-6])$/.exec(node.tagName)?.[1] ?? 0);
      if (depth > headingDepth + 1) {
        const marks = (n: number) => '#'.repeat(n);
        issues.push({
          message: `${marks(depth)} comes after ${marks(headingDepth)}: go one level deeper at a time (${marks(headingDepth + 1)})`,
          line,
        });
      }
      if (depth) headingDepth = depth;
      if (!allowedTags.has(node.tagName)) {
        issues.push({ message: `<${node.tagName}> is not allowed in content and was removed`, line });
      } else if (node.tagName === 'iframe' && !isAllowedEmbed(node.properties.src)) {
        issues.push({ message: `embeds may only come from ${ALLOWED_VIDEO_HOSTS.join(' or ')}`, line });
      }
      const handlers = Object.keys(node.properties).filter((name) => /^on/i.test(name));
      if (handlers.length > 0) issues.push({ message: `event handler attributes (${handlers.join(', ')}) are not allowed`, line });
      if (node.properties.style !== undefined)
        issues.push({ message: 'inline styles are not allowed: the site styles content itself', line });
      const sourceSet = sourceSetUrls(node.properties.srcSet);
      // Where the element shows an image: img-src allows no other host than the site's own.
      for (const image of [...(node.tagName === 'img' ? [node.properties.src] : []), ...sourceSet]) {
        if (typeof image === 'string' && !SITE_PATH.test(image)) {
          issues.push({
            message: `image "${image.slice(0, 40)}" must be a file under public/, written as a site path such as /images/blog/diagram.webp`,
            line,
          });
        }
      }
      const source = node.properties.src;
      if (node.tagName !== 'img' && typeof source === 'string' && !/^(https:\/\/|\/(?!\/))/i.test(source)) {
        issues.push({ message: `${node.tagName} source "${source.slice(0, 40)}" must be a site path or an https:// address`, line });
      }
      for (const file of [...FILE_ATTRIBUTES.map((name) => node.properties[name]), ...sourceSet]) {
        if (typeof file === 'string' && SITE_PATH.test(file)) siteFiles.push({ href: file, line });
      }
      if (node.tagName !== 'a') return;
      const href = String(node.properties.href ?? '');
      if (SITE_PATH.test(href)) internalLinks.push({ href, line });
      else if (!EXTERNAL.test(href) && !/^(mailto:|tel:|#)/i.test(href)) {
        issues.push({ message: `link "${href}" must be a site path starting with / or a full https:// address`, line });
      }
    });
  };
}

function decorate(basePath: string, headings: Heading[], issues: BodyIssue[]) {
  const prefix = basePath.replace(/\/$/, '');
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const { id } = node.properties;
      if (/^h[2-6]$/.test(node.tagName) && typeof id === 'string' && PAGE_IDS.has(id)) {
        issues.push({
          message: `the heading's id "${id}" is one the page itself uses: reword the heading`,
          line: node.position?.start.line,
        });
      }
      if (node.tagName === 'h2' && typeof id === 'string') headings.push({ text: toString(node), id });
      for (const attribute of FILE_ATTRIBUTES) {
        const file = node.properties[attribute];
        if (prefix && typeof file === 'string' && SITE_PATH.test(file)) node.properties[attribute] = prefix + file;
      }
      if (prefix && node.properties.srcSet) node.properties.srcSet = mapSourceSet(node.properties.srcSet, (url) => prefix + url);
      // Images in the text come after the page's top: they load as the reader nears them, and
      // decoding them does not hold up the page.
      if (node.tagName === 'img') Object.assign(node.properties, { loading: 'lazy', decoding: 'async' });
      // A code block keeps its lines whole and scrolls sideways when they are longer than the
      // column: keyboard users scroll it once it has focus, so it takes focus.
      if (node.tagName === 'pre') node.properties.tabIndex = 0;
      if (isKeyPoints(node)) node.properties.className = ['key-points'];
      if (node.tagName !== 'a') return;
      const href = String(node.properties.href ?? '');
      // A footnote's link and its way back name ids the sanitizer prefixed.
      if (node.properties.dataFootnoteRef !== undefined || node.properties.dataFootnoteBackref !== undefined) {
        node.properties.href = `#${ID_PREFIX}${href.slice(1)}`;
      } else if (EXTERNAL.test(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      } else if (SITE_PATH.test(href) && prefix) {
        node.properties.href = prefix + href;
      }
    });
  };
}

/** Whether an item opens with a bold lead, in a tight list (`<li><strong>`) or a loose one (`<li><p><strong>`). */
function opensBold(item: Element): boolean {
  const first = item.children.find((child) => child.type !== 'text' || child.value.trim() !== '');
  if (first?.type !== 'element') return false;
  return first.tagName === 'strong' || (first.tagName === 'p' && opensBold(first));
}

/**
 * A list of two or more items that each open with a bold lead is a set of points (the problems a
 * case met, its results): the site sets it as a ruled list that scans at a glance.
 */
function isKeyPoints(node: Element): boolean {
  if (node.tagName !== 'ul' && node.tagName !== 'ol') return false;
  const items = node.children.filter((child): child is Element => child.type === 'element');
  return items.length >= 2 && items.every((item) => item.tagName === 'li' && opensBold(item));
}

/** Elements whose text stays as typed: in code, a straight quote or two hyphens mean what they say. */
const AS_TYPED = new Set(['code', 'kbd', 'pre']);

/**
 * Typographic quotes, apostrophes, dashes and ellipses ("as is" -- it's... → “as is” — it’s…), as
 * SmartyPants sets them. It reads the texts as one HTML string, a tag between each two, so that
 * quotes around a link or emphasis pair up.
 */
function typeset(tree: Root) {
  const texts: Text[] = [];
  visit(tree, (node) => {
    if (node.type === 'element' && AS_TYPED.has(node.tagName)) return 'skip';
    if (node.type === 'text') texts.push(node);
    return undefined;
  });
  const escaped = texts.map((text) => text.value.replaceAll('&', '&amp;').replaceAll('<', '&lt;'));
  const educated = smartypantsu(escaped.join('<i>'), 'qde').split('<i>');
  texts.forEach((text, index) => (text.value = educated[index]!.replaceAll('&lt;', '<').replaceAll('&amp;', '&')));
}

/** The sanitizer checks an iframe's protocol, not its host: embeds from other hosts go here. */
function removeForeignEmbeds(tree: Root) {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'iframe' && !isAllowedEmbed(node.properties.src) && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    if (node.tagName === 'iframe') Object.assign(node.properties, { loading: 'lazy', allow: EMBED_ALLOW });
    return undefined;
  });
}

/**
 * Puts each table in a box that scrolls sideways when the table is wider than the column, instead
 * of making the table itself a scrolling block (which costs it its table semantics). Keyboard users
 * scroll the box once it has focus, so it takes focus, and a region needs a name: its columns.
 */
function wrapTables(tree: Root) {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'table' || !parent || index === undefined) return undefined;
    const headings: string[] = [];
    visit(node, 'element', (cell: Element) => void (cell.tagName === 'th' && headings.push(toString(cell).trim())));
    const columns = headings.filter(Boolean).join(', ');
    parent.children[index] = {
      type: 'element',
      // A named <section> is a region: scrollable content that the keyboard can reach must have a name.
      tagName: 'section',
      properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: columns ? `Table: ${columns}` : 'Table' },
      children: [node],
    };
    return 'skip';
  });
}

export async function renderMarkdown(body: string, options: RenderOptions): Promise<RenderedBody> {
  const issues: BodyIssue[] = [];
  const internalLinks: SitePathUse[] = [];
  const siteFiles: SitePathUse[] = [];
  const headings: Heading[] = [];
  const source = fillTokens(body, options.tokens, issues);
  let words = 0;
  // Raw HTML needs a "<": without one, there is nothing for rehype-raw's HTML parser to do, and
  // skipping it saves a sixth of the rendering.
  const mayHaveHtml = source.includes('<');
  const processor = remark()
    .use(remarkGfm)
    // Footnote ids get their prefix from the sanitizer, like every other id, not a second one here.
    .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
    .use(mayHaveHtml ? rehypeRaw : () => undefined)
    .use(() => inspectElements(internalLinks, siteFiles, issues))
    .use(() => (tree: Root) => {
      words = toString(tree).split(/\s+/).filter(Boolean).length;
    })
    .use(rehypeSanitize, schema)
    .use(() => typeset)
    .use(() => removeForeignEmbeds)
    .use(() => wrapTables)
    .use(rehypeSlug)
    .use(() => decorate(options.basePath, headings, issues))
    .use(rehypeStringify);
  const html = String(await processor.process(source));
  return { html, headings, internalLinks, siteFiles, words, issues };
}
