/**
 * vite-react-ssg links into each page every chunk its route can reach, the targets of dynamic
 * imports included, so code meant to load on first use (the video player, alert dialogs, the
 * e-mail client, the outbox, search) would be fetched, and its CSS applied, on every visit. For
 * each page, this keeps the links to what the page needs up front, from Vite's client manifest,
 * and removes the rest; a dynamic import still fetches its chunk and CSS when it runs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';

/** Where the route table's page modules live (src/routes.tsx names each). */
const PAGES_FOLDER = 'src/pages/';

const LINK = /<link\b[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * For one build: a function from a page's HTML to that page without its links to chunks (and
 * their CSS) it does not need up front. A page needs the HTML entry, its route's page modules
 * (the entry's dynamic imports of src/pages/ that the page links) and whatever those import
 * statically, and nothing only an import() reaches: not even a chunk another page imports
 * statically, such as the form specs a form page needs and the home page does not.
 */
export function onDemandLinkFilter(manifest: Manifest): (html: string) => string {
  const keys = Object.keys(manifest);
  const entries = keys.filter((key) => manifest[key]?.isEntry);
  const pageKeys = new Set(entries.flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => key.startsWith(PAGES_FOLDER)));
  const filesOf = (key: string) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])].filter((file): file is string => Boolean(file));
  // Assets (fonts, images) have manifest entries too; only JavaScript chunks and their CSS are loaded on demand.
  const chunkKeys = keys.filter((key) => manifest[key]?.file.endsWith('.js'));
  /** The chunk files (and their CSS) by file name: the build hashes every name, so each is unique. */
  const chunkFileByName = new Map(chunkKeys.flatMap(filesOf).map((file) => [path.posix.basename(file), file]));
  const pageKeyByFile = new Map([...pageKeys].map((key) => [manifest[key]!.file, key]));

  const neededBy = new Map<string, Set<string>>();
  function neededFiles(pages: string[]): Set<string> {
    const id = pages.join('\n');
    let needed = neededBy.get(id);
    if (!needed) {
      const upFront = new Set<string>();
      const visit = (key: string) => {
        if (upFront.has(key)) return;
        upFront.add(key);
        manifest[key]?.imports?.forEach(visit);
      };
      [...entries, ...pages].forEach(visit);
      needed = new Set([...upFront].flatMap(filesOf));
      neededBy.set(id, needed);
    }
    return needed;
  }

  return (html) => {
    const linked = [...html.matchAll(LINK)].map(([, href]) => chunkFileByName.get(path.posix.basename(href!)));
    const pages = [...new Set(linked.flatMap((file) => (file && pageKeyByFile.get(file)) || []))].sort();
    const needed = neededFiles(pages);
    return html.replace(LINK, (tag, href: string) => {
      const file = chunkFileByName.get(path.posix.basename(href));
      return file && !needed.has(file) ? '' : tag;
    });
  };
}

/** The page rewrite for a finished build in `outDir`, from its Vite manifest (read once). */
export async function onDemandLinkRemover(outDir: string): Promise<(html: string) => string> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return onDemandLinkFilter(manifest);
}
