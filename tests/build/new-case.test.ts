/**
 * Writers add case studies without touching code: in a temporary copy of the project, a new
 * portfolio/*.md appears on the portfolio index and gets its own page, and a case without its
 * industry stops the content build, naming the file and the field.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from '../../scripts/workspace.ts';

const run = promisify(execFile);

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
phases:
  - name: "Invoice flows mapped with the finance team"
    weeks: [1, 3]
  - name: "Intake, reading and matching automated"
    weeks: [3, 10]
  - name: "Exceptions routed to their owners"
    weeks: [9, 13]
order: 4
---

A logistics company received thousands of supplier invoices a month by e-mail and typed each one into its ERP by hand.

## The challenge

Month-end meant overtime, late payments and avoidable fees.

## Results

Invoices now flow from inbox to ERP on their own; people handle only the exceptions. [Talk to us](/contact).
`;

let workspace: Workspace;

const readBuilt = async (route: string) => parse(await readFile(path.join(workspace.root, 'dist', route, 'index.html'), 'utf8'));

beforeAll(async () => {
  workspace = await createWorkspace();
});

afterAll(() => workspace?.dispose());

describe('a case study added as Markdown', () => {
  it('gets a card on the portfolio index and its own page, without a code change', async () => {
    await writeFile(path.join(workspace.root, 'portfolio', `${SLUG}.md`), newCase);
    await workspace.build();

    const index = await readBuilt('portfolio');
    const card = index.querySelectorAll('main article h3 a').find((link) => link.getAttribute('href') === `/${SLUG}`);
    expect(card?.text.trim()).toBe('Business automation at scale');

    const page = await readBuilt(SLUG);
    expect(page.querySelector('main h1')?.text.trim()).toBe('Invoice Processing Automation');
    const facts = page.querySelectorAll('main dl dd').map((value) => value.text.trim());
    expect(facts).toEqual(['Logistics', '60% faster invoice processing', '3 months', 'Invoice cycle time']);
    expect(page.querySelector(`[data-body="portfolio/${SLUG}"] h2`)?.text).toBe('The challenge');
    expect(page.querySelector('main svg[aria-hidden="true"]')).not.toBeNull();
    const phases = page.querySelectorAll('section[aria-labelledby="case-phases-heading"] li').map((phase) => phase.text);
    expect(phases).toEqual([
      'Invoice flows mapped with the finance teamWeeks 1–3',
      'Intake, reading and matching automatedWeeks 3–10',
      'Exceptions routed to their ownersWeeks 9–13',
    ]);
  });

  it('fails the content build when its industry is missing, naming the file and the field', async () => {
    const broken = newCase.replace(/^industry: .*\n/m, '').replace('order: 4', 'order: 5');
    await writeFile(path.join(workspace.root, 'portfolio', 'portfolio-poc-broken.md'), broken);
    const failure = await run(path.join(workspace.root, 'node_modules', '.bin', 'tsx'), ['scripts/build-content.ts'], {
      cwd: workspace.root,
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('portfolio/portfolio-poc-broken.md: industry: is required');
  });
});
