import { slug as githubSlug } from 'github-slugger';

/** The form every slug must have: lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a slug that breaks {@link SLUG_PATTERN} is told, followed by an example. */
export const SLUG_RULE = 'must be lowercase letters, digits and single hyphens';

/** Turns a tag or category name into its URL slug ("Cloud Native" → "cloud-native"). */
export const toSlug = (name: string) => githubSlug(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
