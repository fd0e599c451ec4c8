/**
 * The scripted check of each form: one zod schema per form, built from the same field specs that
 * give the inputs their browser attributes (formSpecs.ts). zod/mini keeps this chunk small; it
 * loads on the first submit, not with the page.
 */
import * as z from 'zod/mini';
import {
  formSpecs,
  LIMITS,
  PHONE_PATTERN,
  plainLabel,
  tooLongMessage,
  toPayload,
  withPlainSpaces,
  type FieldSpec,
  type FormId,
  type PayloadKey,
} from './formSpecs.ts';

export type Payload = Record<PayloadKey, string>;
export type FieldErrors = Partial<Record<PayloadKey, string>>;

export type CheckResult = { ok: true; payload: Payload } | { ok: false; errors: FieldErrors; firstInvalid: PayloadKey };

const phonePattern = new RegExp(`^(?:${PHONE_PATTERN})$`);
/** C0 and C1 control characters and DEL (Unicode's Cc); a message may keep its tabs and line breaks. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

const PHONE_MESSAGE = `Enter a phone number with at least ${LIMITS.phoneMin} digits (up to ${LIMITS.phoneMax} characters); spaces and + - ( ) . are fine.`;

function fieldSchema(field: FieldSpec) {
  const label = plainLabel(field);
  const checks = [
    // Numbers copied from a web page or a signature often carry no-break or thin spaces.
    ...(field.kind === 'tel' ? [z.overwrite(withPlainSpaces)] : []),
    z.trim(),
    ...(field.required ? [z.minLength(1, `Enter ${field.noun}.`)] : []),
    z.maxLength(field.maxLength, {
      // The field keeps what was typed or pasted (no maxlength cuts it), so say how much must go.
      error: ({ input }) => (field.kind === 'tel' ? PHONE_MESSAGE : tooLongMessage(field, String(input))),
    }),
    z.refine<string>((value) => !(field.kind === 'textarea' ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value), {
      message: `${label} contains hidden control characters. Please retype it.`,
    }),
  ];
  if (field.kind === 'email') checks.push(z.regex(z.regexes.email, 'Enter a valid e-mail address, like name@company.com.'));
  if (field.kind === 'tel') checks.push(z.regex(phonePattern, PHONE_MESSAGE));
  // Absent optional fields arrive as '' (FormData), never undefined, so the payload keeps every key.
  return z.pipe(z._default(z.optional(z.string()), ''), z.string().check(...checks));
}

/** Checks a whole form; on failure, one message per bad field and the first bad field on screen. */
export function checkForm(formId: FormId, input: Record<string, unknown>): CheckResult {
  const spec = formSpecs[formId];
  const schema = z.object(Object.fromEntries(spec.fields.map((field) => [field.name, fieldSchema(field)])));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, payload: toPayload(spec, result.data as Record<string, string>) };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as PayloadKey] ??= issue.message;
  const firstInvalid = spec.fields.find((field) => errors[field.name])?.name ?? spec.fields[0]!.name;
  return { ok: false, errors, firstInvalid };
}

/** The message for one field, or undefined when it passes: clears an inline error as the visitor fixes it. */
export function checkField(formId: FormId, name: PayloadKey, value: string): string | undefined {
  const field = formSpecs[formId].fields.find((candidate) => candidate.name === name)!;
  const result = fieldSchema(field).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
