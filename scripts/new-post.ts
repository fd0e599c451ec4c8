/**
 * `npm run new-post -- "Title of the post" [--category "Cloud Native"]`: writes posts/<slug>.md
 * with today's date and every field filled in, as a draft, so `npm run dev` shows it at once and
 * production builds leave it out until `draft: true` is removed.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteConfig } from '../src/site.config.ts';
import { toSlug } from './content/slugs.ts';

const quote = (text: string) => JSON.stringify(text);

export function scaffoldPost(title: string, category: string, today: string): string {
  return `---
title: ${quote(title)}
description: ${quote(`Draft: ${title}. Replace this with the one sentence search results should show.`)}
date: ${today}
category: ${quote(category)}
tags: ["draft"]
banner: ${quote(title.split(/\s+/).slice(0, 3).join(' '))}
excerpt: ${quote(`Draft: replace this with the two lines the blog card shows for “${title}”.`)}
draft: true
---

Open with the problem this article solves for the reader, in two or three sentences.

## A first section

Write in short paragraphs. Link to [a service](/services/service-cybersecurity) or [another article](/blog).

## Try it on your project

Close with an invitation to [request a quote](/demo-request).
`;
}

function parseArguments(argv: string[]): { title: string; category: string } {
  const categoryFlag = argv.indexOf('--category');
  const category = categoryFlag >= 0 ? (argv[categoryFlag + 1] ?? '') : siteConfig.blog.categories[0]!.name;
  const title = argv
    .filter((_, index) => index !== categoryFlag && index !== categoryFlag + 1)
    .join(' ')
    .trim();
  return { title, category };
}

async function main() {
  const { title, category } = parseArguments(process.argv.slice(2));
  const categories = siteConfig.blog.categories.map((entry) => entry.name);
  if (!title) throw new Error('Give the title: npm run new-post -- "How we cut cloud costs by 30%"');
  if (!categories.includes(category)) throw new Error(`--category must be one of: ${categories.join(', ')}`);
  const slug = toSlug(title);
  const file = path.join('posts', `${slug}.md`);
  if (existsSync(file)) throw new Error(`${file} already exists: choose another title or edit that file.`);
  await mkdir('posts', { recursive: true });
  await writeFile(file, scaffoldPost(title, category, new Date().toISOString().slice(0, 10)));
  console.log(`Created ${file} (a draft). Run npm run dev and open /blog/${slug} to see it as you write.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
