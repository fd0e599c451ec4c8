import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltSite } from './builtSite.ts';
import { readSettings, settingsDifferences } from './settings.ts';
import { removeTestSites, writeTestSite } from './testSites.ts';

afterEach(removeTestSites);

describe('readSettings', () => {
  it("reads the base path, the site's address and the e-mail provider from the home page", async () => {
    const root = await writeTestSite({
      'index.html': `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self' http://127.0.0.1:47411; object-src 'none'">
      <link rel="canonical" href="https://acme.github.io/site/"><script type="module" src="/site/assets/app-CGApBOIu.js"></script></head></html>`,
    });
    expect(readSettings(await readBuiltSite(root))).toEqual({
      BASE_PATH: '/site/',
      SITE_URL: 'https://acme.github.io/site/',
      VITE_EMAILJS_ORIGIN: "'self' http://127.0.0.1:47411",
    });
  });
});

describe('settingsDifferences', () => {
  const settings = { BASE_PATH: '/', SITE_URL: 'https://www.itah.example/', VITE_EMAILJS_ORIGIN: "'self' https://api.emailjs.com" };

  it('finds none between sites built alike', () => {
    expect(settingsDifferences(settings, { ...settings })).toEqual([]);
  });

  it('names each setting that differs, with both values', () => {
    expect(settingsDifferences(settings, { ...settings, BASE_PATH: '/preview/x/' })).toEqual([
      'BASE_PATH: the base was built with /, the head with /preview/x/',
    ]);
  });
});
