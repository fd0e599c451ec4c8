/**
 * `npm run bench:build -- --posts N [--runs R] [--vs astro[,astro-remark]]`: runs `npm run build`
 * cold with N extra synthetic posts in a throwaway copy and prints wall time, CPU time, ms per post,
 * peak memory and pages. With --vs astro, a minimal Astro blog builds the same posts, runs
 * alternating, and the ratio is printed; astro-remark uses Astro's remark processor, not satteri.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOptions, wholeNumber } from '../cliOptions.ts';
import { tableRow } from '../textTable.ts';
import { createWorkspace } from '../workspace.ts';
import { countHtml, createAstroProject, ensureAstro, ASTRO_VERSION, type AstroMarkdown } from './astro.ts';
import { measure, type Measurement } from './measure.ts';
import { writeSyntheticPosts } from './syntheticPosts.ts';

const { values } = readOptions({ posts: { type: 'string' }, runs: { type: 'string' }, vs: { type: 'string' } });
const posts = wholeNumber(values.posts, 'posts', 1000);
const runs = wholeNumber(values.runs, 'runs', 1, { min: 1 });
const COMPARED: Record<string, AstroMarkdown> = { astro: 'satteri', 'astro-remark': 'remark' };
const versus = values.vs?.split(',') ?? [];
const unknown = versus.filter((name) => !(name in COMPARED));
if (unknown.length > 0) throw new Error(`--vs takes astro and/or astro-remark, comma-separated (not ${unknown.join(', ')})`);
const astroMarkdowns = versus.map((name) => COMPARED[name]!);
const versusAstro = astroMarkdowns.length > 0;

type Row = Measurement & { tool: string; pages: number };

async function buildOurs(): Promise<Row> {
  const workspace = await createWorkspace();
  try {
    await writeSyntheticPosts(path.join(workspace.root, 'posts'), posts);
    const result = await measure('npm', ['run', '--silent', 'build'], { cwd: workspace.root });
    return { tool: 'ITAH (vite-react-ssg)', pages: await countHtml(path.join(workspace.root, 'dist')), ...result };
  } finally {
    await workspace.dispose();
  }
}

async function buildAstro(postsDir: string, markdown: AstroMarkdown): Promise<Row> {
  const { node, astro, modules } = await ensureAstro();
  const root = await createAstroProject(postsDir, modules, markdown);
  try {
    const result = await measure(node, [astro, 'build'], { cwd: root, env: { ASTRO_TELEMETRY_DISABLED: '1' } });
    const tool = `Astro ${ASTRO_VERSION}${markdown === 'satteri' ? '' : `, ${markdown}`}`;
    return { tool, pages: await countHtml(path.join(root, 'dist')), ...result };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const COLUMNS = [22, 9, 9, 10, 8, 6, 6];
/** A figure GNU time or /proc/stat gave, or a dash where the machine has neither. */
const figure = (value: number | undefined, digits: number, unit: string) =>
  value === undefined ? '–' : `${value.toFixed(digits)} ${unit}`;
const format = (row: Row) =>
  tableRow(COLUMNS, [
    row.tool,
    figure(row.wallSeconds, 1, 's'),
    figure(row.cpuSeconds, 1, 's'),
    figure((row.wallSeconds * 1000) / Math.max(posts, 1), 1, 'ms'),
    figure(row.peakMb, 0, 'MB'),
    String(row.pages),
    figure(row.stealPercent, 0, '%'),
  ]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `Cold builds with ${posts} extra synthetic posts, ${runs} run${runs === 1 ? '' : 's'} each${versusAstro ? ', alternating with Astro' : ''}`,
);
console.log(tableRow(COLUMNS, ['tool', 'wall', 'CPU', 'per post', 'peak', 'pages', 'steal']));
const ours: Row[] = [];
const theirs = new Map<AstroMarkdown, Row[]>(astroMarkdowns.map((markdown) => [markdown, []]));
const astroPosts = versusAstro ? await mkdtemp(path.join(tmpdir(), 'itah-astro-posts-')) : '';
if (versusAstro) await writeSyntheticPosts(astroPosts, posts);
for (let run = 0; run < runs; run += 1) {
  const row = await buildOurs();
  ours.push(row);
  console.log(format(row));
  for (const [markdown, rows] of theirs) {
    const astroRow = await buildAstro(astroPosts, markdown);
    rows.push(astroRow);
    console.log(format(astroRow));
  }
}
if (versusAstro) {
  await rm(astroPosts, { recursive: true, force: true });
  for (const rows of theirs.values()) {
    const ratio = median(ours.map((row) => row.wallSeconds)) / median(rows.map((row) => row.wallSeconds));
    console.log(`ratio (median wall time, ITAH ÷ ${rows[0]!.tool}): ${ratio.toFixed(2)}×`);
  }
}
