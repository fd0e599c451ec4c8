/** Front matter of a legal page in legal/<name>.md. */
import { z } from 'zod';
import { SLUG_PATTERN, SLUG_RULE } from '../slugs.ts';
import { draft, isoDate, text, textBetween } from './fields.ts';

const keyFact = z.strictObject({ figure: text(14), label: text(70) }, { error: 'must be a block with figure and label' });

export const legalSchema = z.strictObject({
  /** Document title, used for the browser tab and search results. */
  title: text(80),
  /** Top-level route of the page without the slash, e.g. "policy" for /policy. */
  slug: z.string({ error: 'is required' }).trim().regex(SLUG_PATTERN, `${SLUG_RULE} (e.g. policy)`),
  /** Heading shown in the page banner, e.g. "Terms & Conditions". */
  banner: text(80),
  /** Meta description for search results. */
  description: textBetween(50, 200),
  /** Date of the last change, YYYY-MM-DD, shown as "Last updated". */
  updated: isoDate,
  /** Up to three facts a reader most wants, set large beside the title: a short figure ("10 days") and what it means. */
  keyFacts: z.array(keyFact, { error: 'must be a list of facts' }).max(3, 'must list at most three facts').optional(),
  /** true keeps the page out of production builds. */
  draft,
});

export type LegalFrontMatter = z.output<typeof legalSchema>;
