/** Front matter of a case study in portfolio/<slug>.md; the file name is its top-level route. */
import { z } from 'zod';
import { draft, imagePath, text, textBetween } from './fields.ts';

/** `booking` stands for the external meeting-booking page of the site config. */
export const BOOKING_TARGET = 'booking';

const week = z.number({ error: 'must be week numbers such as [3, 9]' }).int('must be whole weeks').min(1, 'must count weeks from 1');

export const portfolioSchema = z.strictObject({
  /** Headline of the case page, its h1. */
  title: text(120),
  /** Title of the case on the portfolio index card. */
  cardTitle: text(80),
  /** Meta description for search results and link previews. */
  description: textBetween(50, 200),
  /** Teaser on the portfolio index card. */
  excerpt: textBetween(40, 300),
  /** Client's industry, shown in the facts panel. */
  industry: text(80),
  /** Headline outcome, e.g. "20% added efficiency". */
  addedValue: text(80),
  /** Length of the engagement, e.g. "5 months". */
  duration: text(40),
  /** The KPI or SLA objective the engagement was measured by. */
  objective: z.strictObject(
    {
      /** "KPI" or "SLA". */
      kind: z.enum(['KPI', 'SLA'], { error: 'must be KPI or SLA' }),
      /** What was measured, e.g. "Analytics processing speed". */
      label: text(80),
    },
    { error: 'must be a block with kind and label' },
  ),
  /** The call to action closing the page. */
  cta: z.strictObject(
    {
      /** Button text, e.g. "Schedule a call". */
      label: text(40),
      /** A site path such as /demo-request, or `booking` for the meeting-booking page. */
      href: z
        .string({ error: 'is required' })
        .trim()
        .refine((href) => href === BOOKING_TARGET || /^\/[\w/#-]*$/.test(href), 'must be a site path such as /demo-request, or booking'),
    },
    { error: 'must be a block with label and href' },
  ),
  /** The work in phases, drawn as a timeline on the case page; phases may overlap. */
  phases: z
    .array(
      z.strictObject(
        {
          /** What was done, e.g. "Catalog and search as their own service". */
          name: text(70),
          /** Its first and last week, counted from the start, e.g. [3, 9]. */
          weeks: z
            .tuple([week, week], { error: 'must be its first and last week, e.g. [3, 9]' })
            .refine(([first, last]) => last >= first, 'must end no earlier than it starts, e.g. [3, 9]'),
        },
        { error: 'must be a block with name and weeks' },
      ),
      { error: 'must be a list of phases, each with name and weeks' },
    )
    .min(2, 'must list at least two phases'),
  /** Position on the portfolio index, 1 first. */
  order: z.number({ error: 'must be a whole number such as 1' }).int('must be a whole number').min(1, 'must be 1 or more'),
  /** Card image under public/; without it the card uses the case's illustration. */
  image: imagePath.optional(),
  /** true keeps the case out of production builds. */
  draft,
});

export type PortfolioFrontMatter = z.output<typeof portfolioSchema>;
