/**
 * Writers add case studies without touching code: in a temporary copy of the project, a new
 * portfolio/*.md appears on the portfolio index and gets its own page, and a case without its
 * industry stops the content build, naming the file and the field.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROJECT = path.resolve('.');
/** Build output, caches and version control stay behind; node_modules is linked, not copied. */
const LEFT_BEHIND = new Set(['node_modules', 'dist', '.git', 'reports', '.vite-react-ssg-temp', 'test-results', '.cache']);

const SLUG = 'portfolio-poc-process-automation';

const newCase = `---
title: "Invoice Processing Automation"
cardTitle: "Business automation at scale"
description: "How ITAH automated invoice intake for a logistics company, cutting processing time per invoice and freeing the finance team for exceptions."
excerpt: "A logistics company automated invoice intake end to end and now handles month-end volume without overtime."
industry: "Logistics"
addedValue: "60% faster invoice processing"
duration: "3 months"
objective:
  kind: "KPI"
  label: "Invoice cycle time"
cta:
  label: "Get a quote"
  href: "/demo-request"
order: 4
---

A logistics company received thousands of supplier invoices a month by e-mail and typed each one into its ERP by hand.

## The challenge

Month-end meant overtime, late payments and avoidable fees.

## Results

Invoices now flow from inbox to ERP on their own; people handle only the exceptions. [Talk to us](/contact).
`;

interface Run {
  code: number | null;
  output: string;
}

let copy: string;

function run(command: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { cwd: copy, env: { ...process.env, BASE_PATH: '/' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const readBuilt = async (route: string) => parse(await readFile(path.join(copy, 'dist', route, 'index.html'), 'utf8'));

beforeAll(async () => {
  copy = await mkdtemp(path.join(os.tmpdir(), 'itah-new-case-'));
  await cp(PROJECT, copy, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(PROJECT, source);
      const top = relative.split(path.sep)[0]!;
      return !LEFT_BEHIND.has(top) && !top.startsWith('dist-') && relative !== path.join('src', 'content', 'generated');
    },
  });
  await symlink(path.join(PROJECT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('a case study added as Markdown', () => {
  it('gets a card on the portfolio index and its own page, without a code change', async () => {
    await writeFile(path.join(copy, 'portfolio', `${SLUG}.md`), newCase);
    const build = await run('npx tsx scripts/build-content.ts && npx vite-react-ssg build');
    expect(build.code, build.output.slice(-2000)).toBe(0);

    const index = await readBuilt('portfolio');
    const card = index.querySelectorAll('main article h3 a').find((link) => link.getAttribute('href') === `/${SLUG}`);
    expect(card?.text.trim()).toBe('Business automation at scale');

    const page = await readBuilt(SLUG);
    expect(page.querySelector('main h1')?.text.trim()).toBe('Invoice Processing Automation');
    const facts = page.querySelectorAll('main dl dd').map((value) => value.text.trim());
    expect(facts).toEqual(['Logistics', '60% faster invoice processing', '3 months', 'Invoice cycle time']);
    expect(page.querySelector(`[data-body="portfolio/${SLUG}"] h2`)?.text).toBe('The challenge');
    expect(page.querySelector('main svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('fails the content build when its industry is missing, naming the file and the field', async () => {
    const broken = newCase.replace(/^industry: .*\n/m, '').replace('order: 4', 'order: 5');
    await writeFile(path.join(copy, 'portfolio', 'portfolio-poc-broken.md'), broken);
    const content = await run('npx tsx scripts/build-content.ts');
    expect(content.code).toBe(1);
    expect(content.output).toContain('portfolio/portfolio-poc-broken.md: industry: is required');
  });
});
