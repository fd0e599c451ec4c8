/** Deterministic synthetic posts of about 600 words, for build benchmarks and page-weight checks. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteConfig } from '../../src/site.config.ts';

const WORDS = (
  'security data cloud platform team risk control release pipeline service customer value cost latency ' +
  'automation report dashboard model incident response policy vendor contract migration database query ' +
  'network identity access audit compliance budget roadmap outcome metric owner backlog sprint quality'
).split(' ');
const TAGS = ['risk management', 'cloud security', 'data analytics', 'modernization', 'performance', 'compliance'];

function generator(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

function sentence(next: () => number): string {
  const words = Array.from({ length: 8 + Math.floor(next() * 10) }, () => WORDS[Math.floor(next() * WORDS.length)]!);
  return `${words.join(' ').replace(/^./, (first) => first.toUpperCase())}.`;
}

export function syntheticPost(index: number): { name: string; text: string } {
  const next = generator(index + 1);
  const category = siteConfig.blog.categories[index % siteConfig.blog.categories.length]!.name;
  const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const paragraph = () => Array.from({ length: 5 }, () => sentence(next)).join(' ');
  const sections = Array.from(
    { length: 4 },
    (_, section) => `## Section ${section + 1}\n\n${paragraph()}\n\n${paragraph()}\n\n- ${sentence(next)}\n- ${sentence(next)}\n`,
  );
  // Drawn before the opening paragraph, as the front matter comes first.
  const excerpt = `${sentence(next)} ${sentence(next)}`.slice(0, 200);
  const text = `---
title: "Synthetic benchmark post number ${index + 1}"
description: "A generated post used to measure how the build scales; it is never part of the real site."
date: ${date}
category: "${category}"
tags: ["${TAGS[index % TAGS.length]}", "${TAGS[(index + 2) % TAGS.length]}"]
banner: "Benchmark ${index % 50}"
excerpt: "${excerpt}"
---

${paragraph()}

${sections.join('\n')}
Read more on [our data services](/services/service-data-business-automation).
`;
  return { name: `synthetic-benchmark-post-${String(index + 1).padStart(5, '0')}.md`, text };
}

export async function writeSyntheticPosts(postsDir: string, count: number): Promise<void> {
  await mkdir(postsDir, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    const { name, text } = syntheticPost(index);
    await writeFile(path.join(postsDir, name), text);
  }
}
