/**
 * `npm run new-post -- "Title of the post" [--category "Cloud Native"] [--slug file-name]`: writes posts/<slug>.md
 * with today's date and every field filled in, as a draft, so `npm run dev` shows it at once and
 * production builds leave it out until `draft: true` is removed.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteConfig } from '../src/site.config.ts';
import { readOptions } from './cliOptions.ts';
import { SCAFFOLD_MARK, SCAFFOLD_OPENING, SCAFFOLD_TAG } from './content/schemas/post.ts';
import { SLUG_PATTERN, SLUG_RULE, toSlug } from './content/slugs.ts';
import { glyphsMissing } from './images/text.ts';

const quote = (text: string) => JSON.stringify(text);

export function scaffoldPost(title: string, category: string, today: string): string {
  return `---
title: ${quote(title)}
description: ${quote(`${SCAFFOLD_MARK} ${title}. Replace this with the one sentence search results should show.`)}
date: ${today}
category: ${quote(category)}
tags: [${quote(SCAFFOLD_TAG)}]
banner: ${quote(title.split(/\s+/).slice(0, 3).join(' '))}
excerpt: ${quote(`${SCAFFOLD_MARK} replace this with the two lines the blog card shows for “${title}”.`)}
draft: true
---

${SCAFFOLD_OPENING}

## A first section

Write in short paragraphs. Link to [a service](/services/service-cybersecurity) or [another article](/blog).

## Try it on your project

Close with an invitation to [request a quote](/demo-request).
`;
}

const OPTIONS = { category: { type: 'string' }, slug: { type: 'string' } } as const;

/**
 * Run as `npm run new-post "Title" --category X`, without the `--` that hands options to the
 * script, npm keeps --category for itself (as npm_config_category) and the script gets its value
 * as more words of the title.
 */
export function optionsTakenByNpm(argv: string[], env: NodeJS.ProcessEnv): string[] {
  return Object.keys(OPTIONS).filter((name) => env[`npm_config_${name}`] !== undefined && !argv.includes(`--${name}`));
}

/** The words of the title, and the options. */
export function parseArguments(argv: string[]): { title: string; category: string; slug: string | undefined } {
  const { values, positionals } = readOptions(OPTIONS, { positionals: true, args: argv });
  return { title: positionals.join(' ').trim(), category: values.category ?? siteConfig.blog.categories[0]!.name, slug: values.slug };
}

/**
 * Latin letters that Unicode does not decompose into a base letter and an accent, so that
 * dropping accents would lose them ("Straße" would become "strae"), spelt as they usually are in
 * ASCII.
 */
const ASCII_SPELLINGS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/**
 * The file name (and address) for a title, in the form the content build accepts: accents dropped,
 * and whatever is not a lowercase ASCII letter or digit dropped too. Empty when nothing is left
 * (a title in Chinese, say): the writer then names it with --slug.
 */
export const slugForTitle = (title: string): string =>
  toSlug(title.toLowerCase().replace(/[ßæœøđłþð]/g, (letter) => ASCII_SPELLINGS[letter]!))
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');

/** Today in the writer's own time zone, as YYYY-MM-DD. */
const localToday = () => new Date().toLocaleDateString('en-CA');

async function main() {
  const taken = optionsTakenByNpm(process.argv.slice(2), process.env);
  if (taken.length > 0) {
    throw new Error(
      `npm kept ${taken.map((name) => `--${name}`).join(' and ')} for itself: put -- before the title, as in npm run new-post -- "How we cut cloud costs" --category "Cloud Native".`,
    );
  }
  const { title, category, slug: givenSlug } = parseArguments(process.argv.slice(2));
  const categories = siteConfig.blog.categories.map((entry) => entry.name);
  if (!title) throw new Error('Give the title: npm run new-post -- "How we cut cloud costs by 30%"');
  if (!categories.includes(category)) throw new Error(`--category must be one of: ${categories.join(', ')}`);
  const slug = givenSlug ?? slugForTitle(title);
  if (!SLUG_PATTERN.test(slug)) {
    throw new Error(
      givenSlug === undefined
        ? `The title gives no usable file name: add --slug, which ${SLUG_RULE} (e.g. --slug cloud-costs).`
        : `--slug ${SLUG_RULE} (e.g. cloud-costs), not "${givenSlug}".`,
    );
  }
  const file = path.join('posts', `${slug}.md`);
  if (existsSync(file)) throw new Error(`${file} already exists: choose another title or --slug, or edit that file.`);
  await mkdir('posts', { recursive: true });
  await writeFile(file, scaffoldPost(title, category, localToday()));
  console.log(`Created ${file} (a draft). Run npm run dev and open /blog/${slug} to see it as you write.`);
  const undrawable = glyphsMissing(title);
  if (undrawable.length > 0) {
    console.log(`The generated images cannot draw ${undrawable.join(' ')}: give the post its own image: field (see WRITING.md).`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
