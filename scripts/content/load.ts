/** Finds the Markdown files of one content folder and parses each one's front matter. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lineOf, parseSource, type ParsedSource } from './frontMatter.ts';
import type { Problem } from './problems.ts';
import { legalSchema } from './schemas/legal.ts';
import { portfolioSchema } from './schemas/portfolio.ts';
import { postSchema } from './schemas/post.ts';
import { requiredFields } from './validate.ts';

export interface SourceFile {
  /** Path relative to the project root, with forward slashes, e.g. `posts/my-post.md`. */
  file: string;
  /** File name without `.md`. */
  name: string;
  parsed: ParsedSource;
}

/** A problem with a field of the front matter, on its line. */
export const fieldProblem = (source: SourceFile, field: string, message: string): Problem => ({
  file: source.file,
  field,
  message,
  line: lineOf(source.parsed.fieldLines, field),
});

/** A problem in the body, `line` being the body's own line: reported on the file's. */
export const bodyProblem = (source: SourceFile, field: string, message: string, line?: number): Problem => ({
  file: source.file,
  field,
  message,
  line: line && line + source.parsed.bodyLine - 1,
});

/** What a file of each folder must give, for a writer whose file has no front matter. */
const REQUIRED_FIELDS: Record<string, string[]> = {
  posts: requiredFields(postSchema),
  portfolio: requiredFields(portfolioSchema),
  legal: requiredFields(legalSchema),
};

/** Files larger than this are refused rather than fed to the parser (a post is a few kB). */
const MAX_FILE_BYTES = 1024 * 1024;

export async function loadFolder(root: string, folder: string): Promise<{ files: SourceFile[]; problems: Problem[] }> {
  const directory = path.join(root, folder);
  const listed = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    return [];
  });
  const names = listed.filter((name) => name.endsWith('.md'));
  const files: SourceFile[] = [];
  const problems: Problem[] = [];
  await Promise.all(
    names.map(async (name) => {
      const file = `${folder}/${name}`;
      const buffer = await readFile(path.join(directory, name));
      if (buffer.byteLength > MAX_FILE_BYTES) {
        problems.push({
          file,
          field: 'file',
          message: `is ${Math.round(buffer.byteLength / 1024)} kB; the limit is ${MAX_FILE_BYTES / 1024} kB`,
        });
        return;
      }
      const parsed = parseSource(file, buffer.toString('utf8'), REQUIRED_FIELDS[folder]);
      if ('field' in parsed) problems.push(parsed);
      else files.push({ file, name: name.slice(0, -'.md'.length), parsed });
    }),
  );
  files.sort((a, b) => a.file.localeCompare(b.file));
  return { files, problems };
}
