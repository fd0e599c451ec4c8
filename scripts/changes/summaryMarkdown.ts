/** summary.md: the report's counts and routes in Markdown, for a pull request's job summary. */
import type { Changes } from './changesJson.ts';

/** Each route as a link to where it lives on the site the head was built for. */
const linked = (routes: string[], site: string) => routes.map((route) => `[${route}](${new URL(route.slice(1), site).href})`).join(' · ');

export function summaryMarkdown(changes: Changes): string {
  const lines = [
    '### What this branch changes on the site',
    '',
    `**${changes.changed.length} changed** · ${changes.added.length} added · ${changes.removed.length} removed · ` +
      `${changes.notScreenshotted.length} not screenshotted · ${changes.unchanged} unchanged`,
    '',
  ];
  const groups: [string, string[]][] = [
    ['Changed', changes.changed.map((page) => page.route)],
    ['Added', changes.added],
    ['Removed', changes.removed],
    ['Not screenshotted', changes.notScreenshotted.map((page) => page.route)],
  ];
  for (const [title, routes] of groups) if (routes.length > 0) lines.push(`${title}: ${linked(routes, changes.site)}`, '');
  lines.push('Screenshots before and after, and the text of each change: `index.html` in this run’s `changes` artifact.', '');
  return lines.join('\n');
}
