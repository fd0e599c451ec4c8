/**
 * Markdown source → syntax tree (mdast), GitHub-flavoured, as `remark().use(remarkGfm)` parses it.
 *
 * GFM's autolink literals (bare `https://…`, `www.…` and e-mail addresses made into links) were
 * half of all parsing time: their tokenizer is tried at almost every letter, and the tree is then
 * searched again with regular expressions. Yet they can only match where the text holds `@`,
 * `www.`, `http://` or `https://`, and most bodies hold those only inside link destinations
 * (`[NIST](https://www.nist.gov)`), where autolinks never apply. So a body is parsed with the other
 * GFM extensions first; only when some text of that tree holds one of those strings is it parsed
 * again with them all. The check errs one way only: text that merely looks like it might (an
 * escaped `www\.`, an `&#64;`) is parsed again, and gives the same tree as GFM would.
 */
import type { Nodes, Root } from 'mdast';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';

/** remark-gfm without autolink literals: the same extensions, registered the same way. */
function gfmWithoutAutolinkLiterals(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  );
}

const gfmParser = remark().use(remarkGfm).freeze();
const parserWithoutAutolinks = remark().use(gfmWithoutAutolinkLiterals).freeze();

/** What every autolink literal contains; image descriptions are text too, kept as `alt`. */
const AUTOLINK_MARK = /@|www\.|https?:\/\//i;

export function mayHoldAutolinkLiterals(tree: Root): boolean {
  let found = false;
  visit(tree, (node: Nodes) => {
    const text = node.type === 'text' ? node.value : node.type === 'image' || node.type === 'imageReference' ? node.alt : undefined;
    if (text && AUTOLINK_MARK.test(text)) found = true;
    return found ? false : undefined;
  });
  return found;
}

export function parseMarkdown(source: string): Root {
  const tree = parserWithoutAutolinks.parse(source);
  return mayHoldAutolinkLiterals(tree) ? gfmParser.parse(source) : tree;
}
