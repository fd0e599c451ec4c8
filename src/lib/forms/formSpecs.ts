/**
 * The three forms, described once. Rendering reads these specs for the browser attributes
 * (required, type, pattern, autocomplete); schemas.ts builds the scripted check from
 * the same specs, so the two can never disagree. Kept free of zod so that a form page ships only
 * this small description; the check itself loads on the first submit.
 */
export type FormId = 'contact' | 'quote' | 'comment';

/** The template variables the provider's e-mail templates read; also each input's name. */
export type PayloadKey = 'from_name' | 'from_email' | 'from_phone' | 'from_company' | 'from_industry' | 'message';

export interface FieldSpec {
  name: PayloadKey;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  maxLength: number;
  autoComplete: string;
  /** How the inline messages name what is missing: "Enter your name." */
  noun: string;
  /** A short help text under the field. */
  hint?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Answers the browser offers as the visitor types (a datalist); any other text is as welcome. */
  suggestions?: readonly string[];
}

export interface FormSpec {
  id: FormId;
  /** Input order on screen. */
  fields: FieldSpec[];
  /** Key order of the payload the provider receives, exactly as the spec lists it. */
  payload: PayloadKey[];
  /** Text of the failed-check alert (its title is always 'Oops!'). */
  alertText: string;
  submitLabel: string;
  /** The setting that holds its provider template's id: contact and quote share one, comments have their own. */
  templateSetting: 'templateId' | 'commentTemplateId';
}

export const LIMITS = { name: 100, company: 100, industry: 100, email: 254, message: 5000, phoneMin: 7, phoneMax: 20 } as const;

/**
 * Digits, spaces and + - ( ) . only, 7–20 characters, of which at least 7 are digits. Written so
 * it compiles the same as a RegExp and as an HTML `pattern` (which browsers compile with the `v` flag).
 */
export const PHONE_PATTERN = `(?=(?:\\D*\\d){${LIMITS.phoneMin}})[\\d +\\-\\(\\)\\.]{${LIMITS.phoneMin},${LIMITS.phoneMax}}`;

export const REDIRECT_DELAY_MS = 3500;

/** A field's label as a sentence names it: "Company", not "Company (optional)". */
export const plainLabel = (field: FieldSpec) => field.label.replace(/\s*\(optional\)$/, '');

/** No-break, figure and narrow no-break spaces, which numbers copied from a web page or a signature carry. */
const SPACE_LIKE = /[\u00a0\u2007\u202f]/g;

/** A phone number with those spaces made plain, as the phone rule allows. */
export const withPlainSpaces = (value: string) => value.replace(SPACE_LIKE, ' ');

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
export const characterCount = (value: string) => [...value].length;

/** The field keeps what was typed or pasted (no maxlength cuts it), so the message says how much must go. */
export function tooLongMessage(field: FieldSpec, value: string): string {
  const format = (value: number) => value.toLocaleString('en-US');
  return `${plainLabel(field)} can be at most ${format(field.maxLength)} characters; it has ${format(characterCount(value))}.`;
}

/** The honeypot's input name: a field bots fill and people never see. */
export const HONEYPOT_NAME = 'website';

const nameField: FieldSpec = {
  name: 'from_name',
  label: 'Full name',
  kind: 'text',
  required: true,
  maxLength: LIMITS.name,
  autoComplete: 'name',
  noun: 'your name',
};

const emailField: FieldSpec = {
  name: 'from_email',
  label: 'Work e-mail',
  kind: 'email',
  required: true,
  maxLength: LIMITS.email,
  autoComplete: 'email',
  noun: 'your e-mail address',
};

const phoneField: FieldSpec = {
  name: 'from_phone',
  label: 'Phone',
  kind: 'tel',
  required: true,
  maxLength: LIMITS.phoneMax,
  autoComplete: 'tel',
  noun: 'your phone number',
  hint: 'Include the country code if you are outside the US.',
};

const messageField = (label: string, hint: string): FieldSpec => ({
  name: 'message',
  label,
  kind: 'textarea',
  required: true,
  maxLength: LIMITS.message,
  autoComplete: 'off',
  noun: 'your message',
  hint,
  wide: true,
});

export const contactForm: FormSpec = {
  id: 'contact',
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      name: 'from_company',
      label: 'Company (optional)',
      kind: 'text',
      required: false,
      maxLength: LIMITS.company,
      autoComplete: 'organization',
      noun: 'your company',
    },
    messageField('How can we help?', 'A few lines on the system, the deadline or the problem are enough to start.'),
  ],
  payload: ['from_name', 'from_phone', 'from_company', 'from_email', 'message'],
  alertText: 'Please fill out the required fields',
  submitLabel: 'Send message',
  templateSetting: 'templateId',
};

export const quoteForm: FormSpec = {
  id: 'quote',
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      name: 'from_industry',
      label: 'Industry',
      kind: 'text',
      required: true,
      maxLength: LIMITS.industry,
      autoComplete: 'off',
      noun: 'your industry',
      hint: 'Pick one of the suggestions or type your own.',
      // The sectors we are asked about most.
      suggestions: [
        'Financial services',
        'Healthcare',
        'Retail and e-commerce',
        'Manufacturing',
        'Logistics and transportation',
        'Insurance',
        'Software and SaaS',
        'Energy and utilities',
        'Education',
        'Public sector',
        'Professional services',
        'Nonprofit',
      ],
    },
    {
      ...messageField('Project details', 'Scope, timeline, budget range and any RFP deadline. We reply with questions or a quote.'),
      noun: 'the project details',
    },
  ],
  payload: ['from_name', 'from_phone', 'from_industry', 'from_email', 'message'],
  alertText: 'Please fill out the required fields',
  submitLabel: 'Submit request',
  templateSetting: 'templateId',
};

export const commentForm: FormSpec = {
  id: 'comment',
  fields: [
    { ...nameField, label: 'Name' },
    { ...emailField, label: 'E-mail', hint: 'Never published.' },
    { ...messageField('Comment', 'Questions and counterpoints are welcome.'), noun: 'your comment' },
  ],
  payload: ['from_name', 'from_email', 'message'],
  alertText: 'Some fields are left blank',
  submitLabel: 'Post comment',
  templateSetting: 'commentTemplateId',
};

export const formSpecs: Record<FormId, FormSpec> = { contact: contactForm, quote: quoteForm, comment: commentForm };

/** The provider's payload from checked values: every key of the spec, in its order, '' for a blank optional field. */
export function toPayload(spec: FormSpec, values: Partial<Record<string, string>>): Record<PayloadKey, string> {
  return Object.fromEntries(spec.payload.map((key) => [key, values[key] ?? ''])) as Record<PayloadKey, string>;
}
