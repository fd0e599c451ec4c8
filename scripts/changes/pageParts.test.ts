import { describe, expect, it } from 'vitest';
import { hashRemover } from './hashedNames.ts';
import { pageParts } from './pageParts.ts';

const page = ({ hash = 'CGApBOIu', csp = 'sha256-AAA=', build = 'xpu57xx3av', text = 'Hello' } = {}) => `<!doctype html>
<html lang="en"><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' '${csp}'">
<title>Home</title><link rel="icon" href="/favicon.svg"><link rel="preload" as="font" href="/assets/inter-DWxZeM3k.woff2">
<script type="module" src="/assets/app-${hash}.js"></script><link rel="modulepreload" href="/assets/framework-C4ewvWQv.js">
<style>._hero_pdz8x_1{color:var(--color-navy-900)}</style><script type="application/ld+json">{"image":"/generated/site-a44c1a076b.png"}</script>
</head><body><main class="_hero_pdz8x_1"><img src="/media/hero.svg" srcset="/media/hero.svg 1x, /media/hero-2x.svg 2x" alt="">
<p>${text}</p></main><script>window.__VITE_REACT_SSG_HASH__ = '${build}'</script></body></html>`;

const files = ['app-CGApBOIu.js', 'app-Zz9Zz9Zz.js', 'inter-DWxZeM3k.woff2', 'framework-C4ewvWQv.js', 'site-a44c1a076b.png'];
const unhash = hashRemover(files);

describe('pageParts', () => {
  it('reads the same for two builds that differ only in hashes, policy hashes and build ids', () => {
    const first = pageParts(page(), unhash);
    const second = pageParts(page({ hash: 'Zz9Zz9Zz', csp: 'sha256-BBB=', build: 'iqi8giq6yi' }), unhash);
    expect(second.markup).toBe(first.markup);
    expect(second.scripts).toEqual(first.scripts);
  });

  it('keeps data for search engines in the markup, names without their hashes', () => {
    expect(pageParts(page(), unhash).markup).toContain('{"image":"/generated/site.png"}');
  });

  it('tells a change of the words apart, in the markup and the text', () => {
    const first = pageParts(page(), unhash);
    const second = pageParts(page({ text: 'Hello again' }), unhash);
    expect(second.markup).not.toBe(first.markup);
    expect(second.text).toEqual(['Title: Home', 'Hello again']);
  });

  it('takes styles out of the markup and lists every file the page loads or shows', () => {
    const parts = pageParts(page(), unhash);
    expect(parts.styles).toEqual(['._hero_pdz8x_1{color:var(--color-navy-900)}']);
    expect(parts.markup).not.toMatch(/<style|modulepreload|Content-Security-Policy|<script type="module"/);
    expect(parts.markup).toContain('<main class="_hero">');
    expect(parts.files.sort()).toEqual(
      [
        '/assets/app-CGApBOIu.js',
        '/assets/framework-C4ewvWQv.js',
        '/assets/inter-DWxZeM3k.woff2',
        '/favicon.svg',
        '/media/hero.svg',
        '/media/hero.svg',
        '/media/hero-2x.svg',
      ].sort(),
    );
  });
});
