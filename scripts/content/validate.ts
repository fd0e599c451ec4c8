/** Checks parsed front matter against a kind's schema and turns every failure into a Problem. */
import { closestMatch } from 'leven';
import type { z } from 'zod';
import { lineOf, type ParsedSource } from './frontMatter.ts';
import type { Problem } from './problems.ts';

/** The known field a misspelt one most likely meant: at most two edits away, capitals aside. */
function closestField(key: string, fieldNames: string[]): string | undefined {
  const lowerCase = fieldNames.map((name) => name.toLowerCase());
  const meant = closestMatch(key.toLowerCase(), lowerCase, { maxDistance: 2 });
  return meant === undefined ? undefined : fieldNames[lowerCase.indexOf(meant)];
}

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

function issueToProblems(file: string, issue: z.core.$ZodIssue, fieldLines: Map<string, number>, fieldNames: string[]): Problem[] {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const field = path ? `${path}.${key}` : key;
      const meant = path ? undefined : closestField(key, fieldNames);
      const message = meant ? `is not a known field: did you mean ${meant}?` : 'is not a known field (check its spelling in WRITING.md)';
      return { file, field, message, line: lineOf(fieldLines, field) };
    });
  }
  return [{ file, field: path || 'front matter', message: issue.message, line: path ? lineOf(fieldLines, path) : undefined }];
}

export function validateFrontMatter(file: string, schema: z.ZodType, parsed: ParsedSource): Validation<unknown> {
  const result = schema.safeParse(parsed.data);
  if (result.success) return { ok: true, value: result.data };
  // The schema's own fields, for a likely meaning of a misspelt one.
  const fieldNames = 'shape' in schema && typeof schema.shape === 'object' && schema.shape ? Object.keys(schema.shape) : [];
  // A value of the wrong kind is one problem: zod also runs the list's length checks on a text.
  const wrongKind = new Set(result.error.issues.filter((issue) => issue.code === 'invalid_type').map((issue) => issue.path.join('.')));
  const issues = result.error.issues.filter((issue) => issue.code === 'invalid_type' || !wrongKind.has(issue.path.join('.')));
  return { ok: false, problems: issues.flatMap((issue) => issueToProblems(file, issue, parsed.fieldLines, fieldNames)) };
}

/** The fields of a kind's schema that a file must give (those without a default or `optional`), in the schema's order. */
export const requiredFields = (schema: z.ZodObject): string[] =>
  Object.entries(schema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);
