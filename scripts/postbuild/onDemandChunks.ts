/**
 * vite-react-ssg links into each page every chunk its route can reach, the targets of dynamic
 * imports included, so code meant to load on first use (the video player, alert dialogs, the
 * e-mail client, search) would be fetched, and its CSS applied, on every visit. This finds those
 * chunks in Vite's client manifest and removes their links from the pre-rendered pages; the
 * dynamic import still fetches the chunk and its CSS when it runs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';

/**
 * Files of chunks only a later import() reaches: not the HTML entry, not a route's page (the
 * entry's own dynamic imports) and not anything those import statically.
 */
export function onDemandFiles(manifest: Manifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const pages = entries.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const upFront = new Set<string>();
  const visit = (key: string) => {
    if (upFront.has(key)) return;
    upFront.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  [...entries, ...pages].forEach(visit);

  const filesOf = (key: string) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])].filter((file): file is string => Boolean(file));
  const needed = new Set([...upFront].flatMap(filesOf));
  // Assets (fonts, images) have manifest entries too; only JavaScript chunks are loaded on demand.
  const isChunk = (key: string) => manifest[key]?.file.endsWith('.js') === true;
  return new Set(
    Object.keys(manifest)
      .filter((key) => isChunk(key) && !upFront.has(key))
      .flatMap(filesOf)
      .filter((file) => !needed.has(file)),
  );
}

/** The page without its <link> tags to on-demand files (matched on the end of href, so any base path works). */
export function withoutOnDemandLinks(html: string, files: Set<string>): string {
  return html.replace(/<link\b[^>]*\bhref="([^"]+)"[^>]*>/g, (tag, href: string) =>
    [...files].some((file) => href.endsWith(`/${file}`)) ? '' : tag,
  );
}

/** The page rewrite for a finished build in `outDir`, from its Vite manifest (read once). */
export async function onDemandLinkRemover(outDir: string): Promise<(html: string) => string> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = onDemandFiles(manifest);
  return (html) => (files.size === 0 ? html : withoutOnDemandLinks(html, files));
}
