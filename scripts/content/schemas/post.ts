/** Front matter of a blog post in posts/<slug>.md; the file name is the slug. */
import { z } from 'zod';
import { siteConfig } from '../../../src/site.config.ts';
import { draft, imagePath, isoDate, oneOf, text, textBetween, typeMessage } from './fields.ts';

const categoryNames = siteConfig.blog.categories.map((category) => category.name);

/** How npm run new-post starts the texts a writer must replace, and the tag it gives a draft. */
export const SCAFFOLD_MARK = 'Draft:';
export const SCAFFOLD_TAG = 'draft';
/** The scaffold's first line of body text, which a published post must have replaced. */
export const SCAFFOLD_OPENING = 'Open with the problem this article solves for the reader, in two or three sentences.';

export const postSchema = z
  .strictObject({
    /** Headline of the article, shown as its h1 and on its card. */
    title: text(120),
    /** Meta description for search results and link previews. */
    description: textBetween(50, 200),
    /** Publication date, YYYY-MM-DD; posts are listed newest first. */
    date: isoDate,
    /** One of the categories in src/site.config.ts (blog.categories). */
    category: oneOf(categoryNames),
    /** Topics of the article; each gets its own /blog/tag/<slug> page. */
    tags: z
      .array(text(40), { error: typeMessage('a list such as ["cloud security", "compliance"]') })
      .min(1, 'must list at least one tag')
      .max(8, 'must list at most 8 tags'),
    /** Short label set large as the title of the post's drawn cover, e.g. "Information Security". */
    banner: text(60),
    /** Teaser on the article's card, clamped to two lines. */
    excerpt: textBetween(40, 300),
    /** Hero image under public/; without it a cover is drawn from the banner and the category. */
    image: imagePath.optional(),
    /** What that image shows, for readers who cannot see it; required with `image`. */
    imageAlt: text(160).optional(),
    /** Label shown on the card instead of the category, e.g. "IT Paradigms". */
    cardLabel: text(40).optional(),
    /** true keeps the post out of production builds; `npm run dev` still shows it. */
    draft,
  })
  // A post ready to publish holds none of the scaffold's stand-in texts.
  .superRefine((post, context) => {
    // A drawn cover carries its banner as its words; a photo or diagram needs its own.
    if (post.image && !post.imageAlt) {
      context.addIssue({ code: 'custom', path: ['imageAlt'], message: 'is required with image: say what the image shows' });
    }
    if (post.draft) return;
    for (const field of ['description', 'excerpt'] as const) {
      if (post[field].startsWith(SCAFFOLD_MARK)) {
        context.addIssue({ code: 'custom', path: [field], message: 'still holds the stand-in text new-post wrote: write your own' });
      }
    }
    if (post.tags.includes(SCAFFOLD_TAG)) {
      context.addIssue({ code: 'custom', path: ['tags'], message: `still lists the "${SCAFFOLD_TAG}" tag new-post gave the draft` });
    }
  });

export type PostFrontMatter = z.output<typeof postSchema>;
