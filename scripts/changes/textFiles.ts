/** The feeds and the sitemap, compared as text: readers and search engines see them as they are. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltSite } from './builtSite.ts';
import type { Unhash } from './hashedNames.ts';

export const TEXT_FILES = ['rss.xml', 'atom.xml', 'sitemap.xml'];

/**
 * A feed or sitemap's lines, trimmed, hashed names left out, and without the feed's own date
 * (RSS's `lastBuildDate`, Atom's `updated` before the first entry), which a build may set to its
 * own time: the items whose dates moved it are compared themselves.
 */
export function textFileLines(text: string, unhash: Unhash): string[] {
  const lines = unhash(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const firstEntry = lines.findIndex((line) => line.startsWith('<entry'));
  return lines.filter(
    (line, index) => !line.startsWith('<lastBuildDate>') && !(line.startsWith('<updated>') && (firstEntry < 0 || index < firstEntry)),
  );
}

/** The lines of one of TEXT_FILES in a site, undefined where the site has none. */
export function readTextFile(site: BuiltSite, file: string, unhash: Unhash): string[] | undefined {
  return site.files.includes(file) ? textFileLines(readFileSync(path.join(site.root, file), 'utf8'), unhash) : undefined;
}
