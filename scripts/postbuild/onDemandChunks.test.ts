import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { onDemandLinkFilter } from './onDemandChunks.ts';

/**
 * The shape of this site's manifest: an HTML entry, lazy pages, a player loaded on click, scroll
 * animations and an outbox the layout loads on demand, and form specs that only the contact page
 * imports statically (the outbox imports them too).
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/app-1.js',
    src: 'index.html',
    isEntry: true,
    css: ['assets/app-1.css'],
    dynamicImports: ['src/pages/Home/index.tsx', 'src/pages/Contact/index.tsx', 'node_modules/aos/dist/aos.js', 'src/lib/outbox.ts'],
  },
  'src/pages/Home/index.tsx': {
    file: 'assets/Home-2.js',
    isDynamicEntry: true,
    imports: ['index.html', '_VideoCover-3.js'],
    css: ['assets/Home-2.css'],
  },
  'src/pages/Contact/index.tsx': {
    file: 'assets/Contact-4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_specs-9.js'],
    dynamicImports: ['src/lib/outbox.ts'],
  },
  '_VideoCover-3.js': { file: 'assets/VideoCover-3.js', css: ['assets/VideoCover-3.css'], dynamicImports: ['src/media/VideoLightbox.tsx'] },
  'src/media/VideoLightbox.tsx': {
    file: 'assets/VideoLightbox-5.js',
    isDynamicEntry: true,
    imports: ['index.html', '_lightbox-6.js'],
    css: ['assets/VideoLightbox-5.css'],
  },
  '_lightbox-6.js': { file: 'assets/lightbox-6.js' },
  'node_modules/aos/dist/aos.js': { file: 'assets/aos-7.js', isDynamicEntry: true },
  'src/lib/outbox.ts': { file: 'assets/outbox-8.js', isDynamicEntry: true, imports: ['index.html', '_specs-9.js'] },
  '_specs-9.js': { file: 'assets/specs-9.js' },
  'node_modules/fonts/inter.woff2': { file: 'assets/inter-10.woff2', src: 'node_modules/fonts/inter.woff2' },
};

/** A page as vite-react-ssg writes it: a link to each file, under a base path. */
const pageLinking = (files: string[]) =>
  files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" href="/preview/x/${file}" crossorigin="">`
        : `<link rel="${file.endsWith('.js') ? 'modulepreload' : 'preload'}" crossorigin="" href="/preview/x/${file}">`,
    )
    .join('');

const linkedFiles = (html: string) => [...html.matchAll(/href="\/preview\/x\/([^"]+)"/g)].map(([, file]) => file);

describe('onDemandLinkFilter', () => {
  const filter = onDemandLinkFilter(manifest);

  it('keeps what the page needs up front and removes what only a later import() reaches, with its CSS', () => {
    const upFront = [
      'assets/app-1.js',
      'assets/app-1.css',
      'assets/Home-2.js',
      'assets/Home-2.css',
      'assets/VideoCover-3.js',
      'assets/VideoCover-3.css',
      'assets/inter-10.woff2',
    ];
    const onDemand = [
      'assets/VideoLightbox-5.js',
      'assets/VideoLightbox-5.css',
      'assets/lightbox-6.js',
      'assets/aos-7.js',
      'assets/outbox-8.js',
      'assets/specs-9.js',
    ];
    expect(linkedFiles(filter(pageLinking([...upFront, ...onDemand])))).toEqual(upFront);
  });

  it("keeps a chunk the page's own modules import statically, though an on-demand chunk imports it too", () => {
    const contact = pageLinking(['assets/app-1.js', 'assets/Contact-4.js', 'assets/specs-9.js', 'assets/outbox-8.js']);
    expect(linkedFiles(filter(contact))).toEqual(['assets/app-1.js', 'assets/Contact-4.js', 'assets/specs-9.js']);
  });

  it('removes a chunk another page imports statically when this page does not', () => {
    const home = pageLinking(['assets/app-1.js', 'assets/Home-2.js', 'assets/specs-9.js']);
    expect(linkedFiles(filter(home))).toEqual(['assets/app-1.js', 'assets/Home-2.js']);
  });

  it('leaves links to files outside the manifest alone', () => {
    const page = pageLinking(['assets/app-1.js', 'generated/hero-1.svg', 'assets/elsewhere.js']);
    expect(filter(page)).toBe(page);
  });
});
