/** The words a visitor reads on a page, line by line, for the report's text diff. */
import { parse } from 'node-html-parser';

/**
 * The title and description (what a tab and a search result show), then the body's text, one line
 * per block. Scripts, styles and what shows only without scripts (`noscript`) are left out.
 */
export function visibleText(html: string): string[] {
  const root = parse(html);
  root.querySelectorAll('script, style, noscript, template').forEach((element) => element.remove());
  const title = root.querySelector('title')?.text.trim();
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim();
  const body = (root.querySelector('body') ?? root).structuredText.split('\n');
  return [
    ...(title ? [`Title: ${title}`] : []),
    ...(description ? [`Description: ${description}`] : []),
    ...body.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean),
  ];
}
