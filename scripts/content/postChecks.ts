/** Checks that only posts need: the text new-post left, titles the drawn image cannot show, writers' own images. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readImageSize } from '../images/imageSize.ts';
import { glyphsMissing } from '../images/text.ts';
import { bodyProblem, fieldProblem, type SourceFile } from './load.ts';
import type { Entry } from './validEntries.ts';
import type { Problem } from './problems.ts';
import { imagePath } from './schemas/fields.ts';
import { SCAFFOLD_OPENING } from './schemas/post.ts';

/**
 * Whether a post's front matter asks for it to be a draft, read as written: `draft: yes` is
 * refused by the schema, but says what the writer meant.
 */
export function asksToBeDraft(source: SourceFile): boolean {
  const { draft } = source.parsed.data;
  return draft !== undefined && draft !== false;
}

/**
 * A published post whose text still opens as new-post wrote it (the front matter's stand-ins are
 * the schema's to catch). Read from the file itself, so that a post whose front matter failed is
 * checked too.
 */
export function checkScaffoldBody(posts: SourceFile[], problems: Problem[]) {
  for (const source of posts) {
    const at = source.parsed.body.indexOf(SCAFFOLD_OPENING);
    if (asksToBeDraft(source) || at < 0) continue;
    const line = source.parsed.body.slice(0, at).split('\n').length;
    problems.push(bodyProblem(source, 'body', 'still holds the stand-in text new-post wrote: write your own', line));
  }
}

/**
 * A post without its own image gets one drawn from its title and banner, in Inter's Latin
 * letters: a character that font lacks would show as a box.
 */
export function checkDrawableText(posts: Entry<{ title: string; banner: string; image?: string }>[], problems: Problem[]) {
  for (const { source, data } of posts) {
    if (data.image) continue;
    for (const field of ['title', 'banner'] as const) {
      const missing = glyphsMissing(data[field]);
      if (missing.length === 0) continue;
      const message = `has characters the generated image cannot draw (${missing.join(' ')}): give the post its own image (see WRITING.md)`;
      problems.push(fieldProblem(source, field, message));
    }
  }
}

/** The smallest own image that is not blown up: the link-preview card it is cropped to (1200×630). */
const MIN_OWN_IMAGE = { width: 1200, height: 630 };

/** What is wrong with a writer's own image file, if anything. */
async function ownImageProblem(image: string, bytes: Buffer | undefined): Promise<string | undefined> {
  if (!bytes) return `${image} does not exist under public/`;
  const size = await readImageSize(bytes);
  if (!size) return `${image} could not be read as an image (use JPEG, PNG or WebP)`;
  const { width, height } = size;
  if (width < MIN_OWN_IMAGE.width || height < MIN_OWN_IMAGE.height) {
    return `${image} is ${width}×${height} px; it must be at least ${MIN_OWN_IMAGE.width}×${MIN_OWN_IMAGE.height} so that it is not blown up (1,712×1,080 looks sharp everywhere)`;
  }
  return undefined;
}

/**
 * The hash of each writer's own hero image (part of its address, see images/names.ts), which must
 * exist under public/ and be large enough for the hero and the link-preview card made from it. The
 * image field is read as written, so that a post whose front matter failed has its image checked too.
 */
export async function hashOwnImages(root: string, posts: SourceFile[], problems: Problem[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const source of posts) {
    const image = imagePath.safeParse(source.parsed.data.image).data;
    if (!image || hashes.has(image)) continue;
    const bytes = await readFile(path.join(root, 'public', image)).catch(() => undefined);
    const problem = await ownImageProblem(image, bytes);
    if (!problem) hashes.set(image, createHash('sha256').update(bytes!).digest('hex'));
    else problems.push(fieldProblem(source, 'image', problem));
  }
  return hashes;
}
