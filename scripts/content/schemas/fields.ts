/** Field types shared by the content schemas, each with the message a writer will read. */
import { z } from 'zod';

/** What a writer reads when a field is missing, or holds a value of another kind. */
export const typeMessage = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

export const text = (max: number) =>
  z
    .string({ error: typeMessage('text') })
    .trim()
    .min(1, 'must not be empty')
    .max(max, { error: (issue) => `must be at most ${max} characters; it has ${lengthOf(issue.input)}` });

export const textBetween = (min: number, max: number) =>
  text(max).min(min, { error: (issue) => `must be at least ${min} characters; it has ${lengthOf(issue.input)}` });

/** The length zod measured, for the writer to see how far off the text is. */
const lengthOf = (input: unknown) => (typeof input === 'string' ? input.length : 0);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is YYYY-MM-DD and names a day that exists (no 2024-02-30). */
function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDate = z
  .string({ error: typeMessage('a real date written as YYYY-MM-DD, e.g. 2024-07-12') })
  .trim()
  .refine(isCalendarDate, 'must be a real date written as YYYY-MM-DD, e.g. 2024-07-12');

export const draft = z.boolean({ error: typeMessage('true or false') }).default(false);

/**
 * A site-relative image path such as `/images/blog/my-post.webp`: each segment starts with a letter,
 * digit or `_`, so that no `..` leaves public/ and no `//` names another host.
 */
export const imagePath = z
  .string({ error: typeMessage('a path such as /images/blog/my-post.webp') })
  .trim()
  .regex(/^(?:\/[\w-][\w.-]*)+\.(?:avif|webp|png|jpe?g|svg)$/i, 'must be a path under public/ such as /images/blog/my-post.webp');

export const oneOf = (allowed: readonly string[]) =>
  z
    .string({ error: typeMessage(`one of: ${allowed.join(', ')}`) })
    .trim()
    .refine((value) => allowed.includes(value), `must be one of: ${allowed.join(', ')}`);
