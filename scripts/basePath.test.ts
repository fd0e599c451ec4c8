import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basePathOfBuiltSite, builtBasePath, normalizeBasePath } from './basePath.ts';

describe('normalizeBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['preview/my-branch', '/preview/my-branch/'],
    ['/preview/my-branch/', '/preview/my-branch/'],
    ['//preview//', '/preview/'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeBasePath(raw)).toBe(expected);
  });

  it('refuses characters that do not belong in a path', () => {
    expect(() => normalizeBasePath('/preview/<script>/')).toThrow(
      'BASE_PATH "/preview/<script>/" must be a path such as /preview/my-branch/',
    );
  });
});

describe('the base path of a built site', () => {
  const sites: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
  });
  /** A built site whose home page loads its script from `scriptSrc`. */
  const siteWithScript = (scriptSrc: string) => {
    const root = mkdtempSync(path.join(tmpdir(), 'itah-base-'));
    sites.push(root);
    writeFileSync(path.join(root, 'index.html'), `<!doctype html><script type="module" crossorigin src="${scriptSrc}"></script>`);
    return root;
  };

  it("is read from the address of its home page's script", () => {
    expect(builtBasePath(siteWithScript('/assets/app-1.js'))).toBe('/');
    expect(builtBasePath(siteWithScript('/preview/my-branch/assets/app-1.js'))).toBe('/preview/my-branch/');
    expect(builtBasePath(path.join(tmpdir(), 'no-such-site'))).toBeUndefined();
  });

  it('refuses to guess when the home page loads no script from an assets folder', () => {
    const site = siteWithScript('/static/app-1.js');
    expect(() => builtBasePath(site)).toThrow(`${path.join(site, 'index.html')} loads no script from an assets/ folder`);
  });

  it('is used without BASE_PATH, and BASE_PATH must match it when set', () => {
    const site = siteWithScript('/preview/my-branch/assets/app-1.js');
    vi.stubEnv('BASE_PATH', '');
    expect(basePathOfBuiltSite(site)).toBe('/preview/my-branch/');
    vi.stubEnv('BASE_PATH', 'preview/my-branch');
    expect(basePathOfBuiltSite(site)).toBe('/preview/my-branch/');
    vi.stubEnv('BASE_PATH', '/preview/other/');
    expect(() => basePathOfBuiltSite(site)).toThrow(
      `${site} was built for /preview/my-branch/, not for BASE_PATH /preview/other/ (set in the environment or .env): build again with BASE_PATH=/preview/other/, or leave BASE_PATH out to use /preview/my-branch/`,
    );
  });
});
