/** index.html: the report a reviewer opens offline, from the same content as changes.json. */
import type { Changes, ChangedEntry, NotScreenshotted, Screenshots } from './changesJson.ts';
import type { LineDiff } from './lineDiff.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** A diff line is shown up to this length: a page's data is one long line of JSON. */
const LINE_LENGTH = 600;
const clipped = (line: string) => (line.length > LINE_LENGTH ? `${line.slice(0, LINE_LENGTH)}…` : line);

const pagesCount = (count: number) => `${count} page${count === 1 ? '' : 's'}`;

export const anchorOf = (route: string) => `page${route.replace(/[^\w-]/g, '-')}`;

function diffList(diff: LineDiff): string {
  const lines = [
    ...diff.removed.map((line) => `<li class="removed"><span aria-hidden="true">−</span> <del>${escape(clipped(line))}</del></li>`),
    ...diff.added.map((line) => `<li class="added"><span aria-hidden="true">+</span> <ins>${escape(clipped(line))}</ins></li>`),
  ];
  return `<ul class="diff">${lines.join('')}</ul>`;
}

function textSection(page: ChangedEntry): string {
  if (page.text.added.length + page.text.removed.length > 0) return `<h3>Text</h3>${diffList(page.text)}`;
  if (page.markup) return `<h3>Markup</h3><p class="note">The text is the same; the markup is not.</p>${diffList(page.markup)}`;
  return '<p class="note">The text and markup are the same; its styles, scripts or images changed, and so does how it looks.</p>';
}

function figure(label: string, file: string, firstChange: number | undefined): string {
  const start = firstChange === undefined ? '' : ` data-first-change="${firstChange}"`;
  return `<figure><figcaption>${label} <a href="${escape(file)}">full size</a></figcaption><div class="frame"${start}><img src="${escape(file)}" alt="${label}" loading="lazy"></div></figure>`;
}

function screenshotSection(width: string, shots: Screenshots): string {
  const firstChange = shots.regions.length > 0 ? Math.min(...shots.regions.map((region) => region.y)) : undefined;
  const changed =
    shots.regions.length === 0 ? 'no difference' : `${shots.regions.length} changed region${shots.regions.length === 1 ? '' : 's'}`;
  return `<h3>${width} px <span class="note">(${changed})</span></h3><div class="shots">${[
    figure('Before', shots.before, firstChange),
    figure('After', shots.after, firstChange),
    figure('Difference', shots.diff, firstChange),
  ].join('')}</div>`;
}

function pageSection(page: ChangedEntry, limit: number): string {
  const pictures = page.screenshots
    ? Object.entries(page.screenshots)
        .map(([width, shots]) => screenshotSection(width, shots))
        .join('')
    : page.route.endsWith('.xml')
      ? ''
      : `<p class="note">No screenshots: over this run's limit of ${pagesCount(limit)}.</p>`;
  return `<section id="${anchorOf(page.route)}"><h2>${escape(page.route)}</h2>${textSection(page)}${pictures}</section>`;
}

const routeItem = (route: string, linked: boolean) =>
  `<li>${linked ? `<a href="#${anchorOf(route)}">${escape(route)}</a>` : escape(route)}</li>`;

function routeList(title: string, routes: string[], linked: boolean): string {
  if (routes.length === 0) return '';
  return `<h2>${title}</h2><ul class="routes">${routes.map((route) => routeItem(route, linked)).join('')}</ul>`;
}

/** The pages left without screenshots, by why they were due them: changed ones link to their text diff. */
function notScreenshottedList(pages: NotScreenshotted[], note: string): string {
  if (pages.length === 0) return '';
  const reasons = [...new Set(pages.map((page) => page.reason))];
  const groups = reasons.map((reason) => {
    const routes = pages.filter((page) => page.reason === reason).map((page) => page.route);
    const items = routes.map((route) => routeItem(route, reason === 'changed'));
    return `<h3>${reason[0]!.toUpperCase()}${reason.slice(1)}</h3><ul class="routes">${items.join('')}</ul>`;
  });
  return `<h2>Not screenshotted</h2>${note}${groups.join('')}`;
}

/** Starts each screenshot at its first change, and scrolls a width's three screenshots together. */
const SCRIPT = `
for (const frame of document.querySelectorAll('.frame[data-first-change]')) {
  const image = frame.querySelector('img');
  const start = () => (frame.scrollTop = (frame.dataset.firstChange * image.clientWidth) / image.naturalWidth - 40);
  image.complete ? start() : image.addEventListener('load', start);
}
for (const group of document.querySelectorAll('.shots')) {
  const frames = [...group.querySelectorAll('.frame')];
  for (const frame of frames) frame.addEventListener('scroll', () => frames.forEach((other) => other !== frame && (other.scrollTop = frame.scrollTop)));
}`;

const STYLE = `
:root { font: 16px/1.5 system-ui, sans-serif; color: #1c1917; background: #f7f6f4; }
body { max-width: 1320px; margin: 0 auto; padding: 2rem 1.5rem 4rem; }
h1 { margin: 0 0 .25rem; font-size: 1.75rem; } h2 { margin: 2rem 0 .5rem; font-size: 1.25rem; } h3 { margin: 1.5rem 0 .5rem; font-size: 1rem; }
.sides { margin: 0; color: #57534e; } code { font-size: .9em; }
.counts { display: flex; flex-wrap: wrap; gap: .75rem; margin: 1.5rem 0; padding: 0; list-style: none; }
.counts li { min-width: 8.5rem; padding: .75rem 1rem; border: 1px solid #e7e5e4; border-radius: 10px; background: #fff; }
.counts strong { display: block; font-size: 1.6rem; line-height: 1.2; }
.routes { columns: 2 22rem; padding-left: 1.25rem; } .routes li { break-inside: avoid; }
a { color: #1d4ed8; }
section { margin-top: 2.5rem; padding: 1.25rem 1.5rem 1.5rem; border: 1px solid #e7e5e4; border-radius: 12px; background: #fff; }
section h2 { margin-top: 0; font-family: ui-monospace, monospace; font-size: 1.1rem; word-break: break-all; }
.note { color: #57534e; font-weight: normal; }
.diff { margin: 0; padding: 0; list-style: none; font: .875rem/1.5 ui-monospace, monospace; }
.diff li { padding: .25rem .5rem; border-radius: 4px; white-space: pre-wrap; overflow-wrap: anywhere; }
.diff li + li { margin-top: 2px; } .diff ins, .diff del { text-decoration: none; }
.removed { background: #fde8e8; color: #7f1d1d; } .added { background: #e3f6e8; color: #14532d; }
.shots { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; }
figure { margin: 0; } figcaption { margin-bottom: .25rem; font-weight: 600; } figcaption a { font-weight: normal; font-size: .875rem; }
.frame { max-height: 75vh; overflow: auto; border: 1px solid #d6d3d1; background: #fff; }
.frame img { display: block; max-width: 100%; margin: 0 auto; }`;

export function reportHtml(changes: Changes): string {
  const counts: [string, number][] = [
    ['changed', changes.changed.length],
    ['added', changes.added.length],
    ['removed', changes.removed.length],
    ['not screenshotted', changes.notScreenshotted.length],
    ['unchanged', changes.unchanged],
  ];
  const unscreened = `<p class="note">Due screenshots beyond this run's limit of ${pagesCount(changes.screenshotLimit)}: raise it with <code>--screenshot-limit</code> to see them.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Changes: ${changes.changed.length} changed, ${changes.added.length} added, ${changes.removed.length} removed</title>
<style>${STYLE}</style></head>
<body>
<header><h1>What this branch changes on the site</h1>
<p class="sides">Base: <code>${escape(changes.base)}</code> · Head: <code>${escape(changes.head)}</code></p></header>
<ul class="counts">${counts.map(([label, count]) => `<li><strong>${count}</strong> ${label}</li>`).join('')}</ul>
${changes.changed.length + changes.added.length + changes.removed.length === 0 ? '<p>No page, feed or sitemap changed.</p>' : ''}
${routeList(
  'Changed',
  changes.changed.map((page) => page.route),
  true,
)}
${routeList('Added', changes.added, false)}
${routeList('Removed', changes.removed, false)}
${notScreenshottedList(changes.notScreenshotted, unscreened)}
<main>${changes.changed.map((page) => pageSection(page, changes.screenshotLimit)).join('\n')}</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
