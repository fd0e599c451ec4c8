/**
 * Two built sites compared page by page, and their feeds and sitemap line by line. What a visitor
 * cannot see is left out first (pageParts.ts); a page whose markup is then the same but whose
 * styles, images or scripts are not may still look different, which only screenshots can tell.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltSite } from './builtSite.ts';
import { hashRemover } from './hashedNames.ts';
import { isEmptyDiff, lineDiff, type LineDiff } from './lineDiff.ts';
import { inputsFingerprinter } from './pageInputs.ts';
import { pageParts } from './pageParts.ts';
import { readTextFile, TEXT_FILES } from './textFiles.ts';

export interface ChangedPage {
  route: string;
  /** The visible text's lines added and removed. */
  text: LineDiff;
  /** Where the text is the same, the markup's lines (a link's address, an image's description). */
  markup?: LineDiff;
}

export interface SiteComparison {
  added: string[];
  removed: string[];
  /** Pages whose text or markup changed, and feeds and sitemaps whose text did. */
  changed: ChangedPage[];
  /** Pages with the same markup but other styles or images: they may look different. */
  restyled: string[];
  /** Pages whose scripts alone changed: they may look different once the scripts run. */
  rescripted: string[];
  unchanged: string[];
}

/** Markup as lines, a tag to a line, for the markup's diff. */
const tagLines = (markup: string) =>
  markup
    .split(/(?<=>)/)
    .map((line) => line.trim())
    .filter(Boolean);

export function compareSites(base: BuiltSite, head: BuiltSite): SiteComparison {
  const fileNames = new Set([...base.files, ...head.files].map((file) => path.posix.basename(file)));
  const unhash = hashRemover(fileNames);
  const inputsOf = { base: inputsFingerprinter(base, unhash), head: inputsFingerprinter(head, unhash) };
  const comparison: SiteComparison = { added: [], removed: [], changed: [], restyled: [], rescripted: [], unchanged: [] };
  const routes = [...new Set([...base.pages.keys(), ...head.pages.keys()])].sort();
  for (const route of routes) {
    const baseFile = base.pages.get(route);
    const headFile = head.pages.get(route);
    if (baseFile === undefined) comparison.added.push(route);
    else if (headFile === undefined) comparison.removed.push(route);
    else {
      const before = pageParts(readFileSync(path.join(base.root, baseFile), 'utf8'), unhash);
      const after = pageParts(readFileSync(path.join(head.root, headFile), 'utf8'), unhash);
      if (before.markup !== after.markup) {
        const text = lineDiff(before.text, after.text);
        const markup = isEmptyDiff(text) ? lineDiff(tagLines(before.markup), tagLines(after.markup)) : undefined;
        comparison.changed.push({ route, text, ...(markup && { markup }) });
      } else {
        const [inputsBefore, inputsAfter] = [inputsOf.base(route, before), inputsOf.head(route, after)];
        if (inputsBefore.styles !== inputsAfter.styles) comparison.restyled.push(route);
        else if (inputsBefore.scripts !== inputsAfter.scripts) comparison.rescripted.push(route);
        else comparison.unchanged.push(route);
      }
    }
  }
  for (const file of TEXT_FILES) {
    const route = `/${file}`;
    const before = readTextFile(base, file, unhash);
    const after = readTextFile(head, file, unhash);
    if (before === undefined && after !== undefined) comparison.added.push(route);
    else if (before !== undefined && after === undefined) comparison.removed.push(route);
    else if (before !== undefined && after !== undefined) {
      const text = lineDiff(before, after);
      if (isEmptyDiff(text)) comparison.unchanged.push(route);
      else comparison.changed.push({ route, text });
    }
  }
  return comparison;
}
