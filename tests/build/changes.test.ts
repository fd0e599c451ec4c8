/**
 * `npm run changes` on real builds of variants of the project, built one after another in one
 * throwaway copy, each changing one file: a post's paragraph edited, a post added, the same post
 * removed (which gives back the tree of the edit: a rebuild of the same tree), a design token
 * changed. Only the token's variant is screenshotted, as only it needs screenshots to be judged.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuiltSite } from '../../scripts/changes/builtSite.ts';
import { reportChanges } from '../../scripts/changes/reportChanges.ts';
import { createWorkspace, type Workspace } from '../../scripts/workspace.ts';

const run = promisify(execFile);

const EDITED = 'key-trends-in-intelligent-app-development';
const ADDED = 'incident-response-playbooks';
/** Dated before every other post and filed under an existing category and tag, so that it joins lists without heading them. */
const ADDED_POST = `---
title: "Incident Response Playbooks That Survive a Real Incident"
description: "Why most incident response playbooks fail under pressure, and how to write ones your team will actually follow at 3 a.m."
date: 2020-01-15
category: "Cybersecurity"
tags: ["risk management"]
banner: "Incident Response"
excerpt: "A playbook nobody opens during an incident is shelfware. Here is how to write one that gets used when it counts."
---

Every security team has a playbook. Few have one that works when the alarm goes off.
`;

let workspace: Workspace;
let sites: string;
type Variant = 'original' | 'edited' | 'added' | 'removed' | 'token';
/** Each variant's built site, once built. */
const built = {} as Record<Variant, string>;

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const target = path.join(workspace.root, file);
  const before = await readFile(target, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file} no longer holds the text this test changes`);
  await writeFile(target, after);
}

async function build(name: Variant): Promise<void> {
  built[name] = path.join(sites, name);
  await workspace.build({ OUT_DIR: built[name] });
}

const compare = (base: Variant, head: Variant, screenshotLimit = 0) =>
  reportChanges({
    base: { label: base, dist: built[base] },
    head: { label: head, dist: built[head] },
    out: path.join(sites, `report-${base}-${head}`),
    screenshotLimit,
  });

/** The addition's report, made once for the two tests that read it. */
let addition: ReturnType<typeof compare> | undefined;
const additionReport = () => (addition ??= compare('edited', 'added'));

beforeAll(async () => {
  workspace = await createWorkspace();
  sites = await mkdtemp(path.join(tmpdir(), 'itah-changes-sites-'));
  await build('original');
  await edit(`posts/${EDITED}.md`, (text) => text.replace('Here are the trends we saw shaping', 'Here are the trends we watched shaping'));
  await build('edited');
  await writeFile(path.join(workspace.root, 'posts', `${ADDED}.md`), ADDED_POST);
  await build('added');
  await rm(path.join(workspace.root, 'posts', `${ADDED}.md`));
  await build('removed');
  await edit('src/styles/tokens.css', (text) => text.replace('--color-navy-700: #1a3470;', '--color-navy-700: #6b1a70;'));
  await build('token');
}, 300_000);

afterAll(async () => {
  await workspace?.dispose();
  if (sites) await rm(sites, { recursive: true, force: true });
});

describe('npm run changes', () => {
  it('lists only the edited post and the feeds for an edited paragraph, with the paragraph as the text diff', async () => {
    const changes = await compare('original', 'edited');
    expect(changes.changed.map((page) => page.route)).toEqual(['/atom.xml', `/blog/${EDITED}`, '/rss.xml']);
    const post = changes.changed.find((page) => page.route === `/blog/${EDITED}`);
    expect(post!.text.removed).toEqual([expect.stringMatching(/^Here are the trends we saw shaping real projects/)]);
    expect(post!.text.added).toEqual([expect.stringMatching(/^Here are the trends we watched shaping real projects/)]);
    expect([changes.added, changes.removed]).toEqual([[], []]);
    expect(changes.notScreenshotted).toEqual([{ route: `/blog/${EDITED}`, reason: 'changed' }]);
  });

  it('lists an added post and its second list page as added, and as changed every blog page, the feeds and the sitemap', async () => {
    const changes = await additionReport();
    expect(changes.added).toEqual([`/blog/${ADDED}`, '/blog/page/2']);
    expect(changes.removed).toEqual([]);
    // Every blog page's sidebar counts the posts of each category.
    const blogPages = [...(await readBuiltSite(built.edited)).pages.keys()].filter((route) => route.startsWith('/blog')).sort();
    expect(changes.changed.map((page) => page.route)).toEqual(['/atom.xml', ...blogPages, '/rss.xml', '/sitemap.xml']);
    const textOf = (route: string) => changes.changed.find((page) => page.route === route)!.text;
    expect(textOf('/blog/category/cybersecurity').added).toContain('Incident Response Playbooks That Survive a Real Incident');
    expect(textOf('/blog/common-challenges-in-information-security-risk-management').added).toContainEqual(
      expect.stringContaining('Previous articleIncident Response Playbooks'),
    );
  });

  it('lists the same pages for the removal of that post', async () => {
    const [added, removed] = await Promise.all([additionReport(), compare('added', 'removed')]);
    expect(removed.removed).toEqual(added.added);
    expect(removed.added).toEqual([]);
    expect(removed.changed.map((page) => page.route)).toEqual(added.changed.map((page) => page.route));
  });

  it('finds nothing between two builds of the same tree', async () => {
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      'scripts/changes/cli.ts',
      '--base',
      built.edited,
      `--head=${built.removed}`,
      '--out',
      path.join(sites, 'same'),
    ]);
    expect(stdout).toContain('0 changed, 0 added, 0 removed, 0 not screenshotted');
    const changes = JSON.parse(await readFile(path.join(sites, 'same', 'changes.json'), 'utf8'));
    expect(changes).toMatchObject({ added: [], removed: [], changed: [], notScreenshotted: [], unchanged: 51 });
  });

  it('screenshots the pages a token change may touch, and lists as changed those that look different', async () => {
    const changes = await compare('removed', 'token', 2);
    // Every page carries the tokens in its styles; of the two screenshotted, the home page shows this
    // colour (its hashtag banner) and the 404 page does not.
    expect(changes.changed.map((page) => page.route)).toEqual(['/']);
    const pages = [...(await readBuiltSite(built.token)).pages.keys()].sort();
    expect(changes.notScreenshotted).toEqual(
      pages.filter((route) => route !== '/' && route !== '/404').map((route) => ({ route, reason: 'styles or images changed' })),
    );
    expect(changes.unchanged).toBe(4);
    const screenshots = Object.values(changes.changed[0]!.screenshots!);
    expect(screenshots.flatMap((width) => width.regions).length).toBeGreaterThan(0);
    for (const file of screenshots.flatMap(({ before, after, diff }) => [before, after, diff])) {
      expect(existsSync(path.join(sites, 'report-removed-token', file)), file).toBe(true);
    }
  });
});
