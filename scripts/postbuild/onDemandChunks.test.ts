import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { onDemandFiles, withoutOnDemandLinks } from './onDemandChunks.ts';

/** The shape of this site's manifest: an HTML entry, lazy pages, a shared chunk, a player loaded on click. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/app-1.js',
    src: 'index.html',
    isEntry: true,
    css: ['assets/app-1.css'],
    dynamicImports: ['src/pages/Home/index.tsx', 'src/pages/About/index.tsx', 'node_modules/aos/dist/aos.js'],
  },
  'src/pages/Home/index.tsx': {
    file: 'assets/Home-2.js',
    isDynamicEntry: true,
    imports: ['index.html', '_VideoCover-3.js'],
    css: ['assets/Home-2.css'],
  },
  'src/pages/About/index.tsx': { file: 'assets/About-4.js', isDynamicEntry: true, imports: ['index.html'] },
  '_VideoCover-3.js': { file: 'assets/VideoCover-3.js', css: ['assets/VideoCover-3.css'], dynamicImports: ['src/media/VideoLightbox.tsx'] },
  'src/media/VideoLightbox.tsx': {
    file: 'assets/VideoLightbox-5.js',
    isDynamicEntry: true,
    imports: ['index.html', '_lightbox-6.js'],
    css: ['assets/VideoLightbox-5.css'],
  },
  '_lightbox-6.js': { file: 'assets/lightbox-6.js' },
  'node_modules/aos/dist/aos.js': { file: 'assets/aos-7.js', isDynamicEntry: true },
  'node_modules/fonts/inter.woff2': { file: 'assets/inter-8.woff2', src: 'node_modules/fonts/inter.woff2' },
};

describe('onDemandFiles', () => {
  it('lists what only a later import() reaches, with its CSS and its own dependencies, and no assets', () => {
    expect([...onDemandFiles(manifest)].sort()).toEqual([
      'assets/VideoLightbox-5.css',
      'assets/VideoLightbox-5.js',
      'assets/lightbox-6.js',
    ]);
  });

  it('keeps a chunk that a page also imports up front', () => {
    const shared: Manifest = {
      ...manifest,
      'src/pages/About/index.tsx': { file: 'assets/About-4.js', isDynamicEntry: true, imports: ['index.html', '_lightbox-6.js'] },
    };
    expect(onDemandFiles(shared).has('assets/lightbox-6.js')).toBe(false);
  });
});

describe('withoutOnDemandLinks', () => {
  it('removes the preload and stylesheet links of on-demand files, under any base path', () => {
    const html = [
      '<link rel="modulepreload" crossorigin="" href="/preview/x/assets/Home-2.js">',
      '<link rel="modulepreload" crossorigin="" href="/preview/x/assets/VideoLightbox-5.js">',
      '<link rel="stylesheet" href="/preview/x/assets/VideoLightbox-5.css" crossorigin="">',
    ].join('');
    expect(withoutOnDemandLinks(html, onDemandFiles(manifest))).toBe(
      '<link rel="modulepreload" crossorigin="" href="/preview/x/assets/Home-2.js">',
    );
  });
});
