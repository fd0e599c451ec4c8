/**
 * Splits a Markdown file into front matter and body with gray-matter, parsing the YAML with the
 * `yaml` package so that errors carry line numbers, each top-level field knows its line, dates
 * stay text (the core schema has no timestamps, so `2024-13-45` cannot silently roll over into
 * next year) and alias bombs are refused.
 */
import matter from 'gray-matter';
import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument } from 'yaml';
import type { Problem } from './problems.ts';

export interface ParsedSource {
  data: Record<string, unknown>;
  body: string;
  /** Line of the file on which the body starts (1-based). */
  bodyLine: number;
  /** Line of each front matter field and list item (1-based, in the file), by path: `cta.href`, `phases.1.weeks`. */
  fieldLines: Map<string, number>;
}

const UNCLOSED = 'is not closed: put a line `---` after the last field, before the text';

/** Removes the byte-order mark and Windows line ends that editors on some systems add. */
export const normalizeSource = (raw: string): string => raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

class FrontMatterSyntaxError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/**
 * The line a writer should look at. The parser notices a list or block left open (`tags: [a, b`)
 * only on a later line; the line that opened it, the nearest one above holding its bracket, is
 * where the fix goes.
 */
function openingLine(text: string, line: number | undefined, reason: string): number | undefined {
  const [open, close] = /^Flow seq/.test(reason) ? ['[', ']'] : /^Flow map/.test(reason) ? ['{', '}'] : [];
  if (!open || !close || line === undefined) return line;
  const opensMore = (textLine: string) => textLine.split(open).length > textLine.split(close).length;
  // The nearest line above that opens more than it closes: a line whose own list is closed is not it.
  const index = text.split('\n').slice(0, line).findLastIndex(opensMore);
  return index < 0 ? line : index + 1;
}

/**
 * The line of prose, after a blank line, that comes first among the fields (up to `beforeLine`):
 * the fields were never closed, and the text was read as YAML up to a later --- (a rule, or a
 * YAML example in it). Undefined when every line reads as YAML.
 */
function proseAmongFields(text: string, beforeLine = Infinity): number | undefined {
  const lines = text.split('\n');
  const index = lines.findIndex(
    (line, at) => at > 0 && at < beforeLine && lines[at - 1]!.trim() === '' && /^[^\s#-][^:]*\s/.test(line) && !/^[\w-]+\s*:/.test(line),
  );
  return index < 0 ? undefined : index + 1;
}

/** Records the line of every field and list item under `node`, by path (`cta.href`, `phases.1.weeks`). */
function recordLines(node: unknown, path: string, lines: Map<string, number>, counter: LineCounter) {
  const children = isMap(node)
    ? node.items.map((pair) => [String(isScalar(pair.key) ? pair.key.value : ''), pair.key, pair.value] as const)
    : isSeq(node)
      ? node.items.map((item, index) => [String(index), item, item] as const)
      : [];
  for (const [key, at, value] of children) {
    const field = path ? `${path}.${key}` : key;
    if (isNode(at) && at.range) lines.set(field, counter.linePos(at.range[0]).line);
    recordLines(value, field, lines, counter);
  }
}

function parseYaml(text: string, fieldLines: Map<string, number>): Record<string, unknown> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { schema: 'core', uniqueKeys: true, lineCounter, prettyErrors: true });
  const [firstError] = doc.errors;
  if (firstError) {
    const reason = firstError.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? '';
    const line = openingLine(text, firstError.linePos?.[0]?.line, reason);
    // The writer's usual slip: a value holding ": " that is not in quotes.
    const hint =
      proseAmongFields(text, line) !== undefined
        ? ' (is the line `---` that closes the fields missing above the text?)'
        : /^(Nested mappings|Implicit keys|Implicit map keys)/.test(reason)
          ? ' (a value holding a colon goes in double quotes: title: "Cloud: the basics")'
          : '';
    throw new FrontMatterSyntaxError(`invalid YAML: ${reason}${hint}`, line);
  }
  const prose = proseAmongFields(text);
  if (prose !== undefined) throw new FrontMatterSyntaxError(UNCLOSED, prose);
  if (doc.contents === null) return {};
  if (!isMap(doc.contents)) throw new FrontMatterSyntaxError('must be a list of `field: value` lines', 2);
  // gray-matter hands over the YAML with the newline after the opening `---`, so its lines match the file's.
  recordLines(doc.contents, '', fieldLines, lineCounter);
  try {
    return doc.toJS({ maxAliasCount: 50 }) as Record<string, unknown>;
  } catch (error) {
    throw new FrontMatterSyntaxError(`invalid YAML: ${(error as Error).message}`);
  }
}

/** The line of a field, or of the nearest field holding it that has one (`cta` for a missing `cta.href`). */
export const lineOf = (fieldLines: Map<string, number>, field: string): number | undefined =>
  fieldLines.get(field) ?? (field.includes('.') ? lineOf(fieldLines, field.slice(0, field.lastIndexOf('.'))) : undefined);

/** What gray-matter would read front matter as after `---js` and the like: its JavaScript engine runs the text. */
const refusedEngine = () => {
  throw new FrontMatterSyntaxError('must be YAML, written between two lines `---`', 1);
};

/** gray-matter's split of the front matter from the body: the YAML read by parseYaml, every other language refused. */
export function splitFrontMatter(source: string, fieldLines: Map<string, number>) {
  const yaml = (text: string) => parseYaml(text, fieldLines);
  return matter(source, { engines: { yaml, javascript: refusedEngine, coffee: refusedEngine, json: refusedEngine } });
}

/** `requiredFields`: the fields a file of its kind must have, named to a writer whose file has none. */
export function parseSource(file: string, raw: string, requiredFields: string[] = []): ParsedSource | Problem {
  const source = normalizeSource(raw);
  const problem = (message: string, line?: number): Problem => ({ file, field: 'front matter', message, line });
  const named = requiredFields.length > 0 ? ` ${requiredFields.join(', ')}` : '';
  const block = `a line \`---\`, then the fields${named} (one \`name: value\` a line, see WRITING.md), then another \`---\``;
  if (source.trim() === '') return { file, field: 'file', message: `is empty: start it with ${block}` };
  if (!source.startsWith('---\n')) return problem(`is missing: start the file with ${block}`, 1);
  // gray-matter ends the front matter at the first line that starts with ---. Without one, the
  // whole text would be read as YAML, and its first sentence reported as a field gone wrong.
  const close = source.indexOf('\n---', 3);
  if (close < 0) return problem(UNCLOSED, 1);
  const closingLine = source.slice(close + 1).split('\n', 1)[0]!;
  const closingLineNumber = source.slice(0, close + 1).split('\n').length;
  if (closingLine.trim() !== '---')
    return problem(`ends at a line that must be \`---\` alone, not \`${closingLine.slice(0, 20)}\``, closingLineNumber);
  const fieldLines = new Map<string, number>();
  try {
    const parsed = splitFrontMatter(source, fieldLines);
    const bodyStart = source.length - parsed.content.length;
    const bodyLine = source.slice(0, bodyStart).split('\n').length;
    return { data: parsed.data, body: parsed.content, bodyLine, fieldLines };
  } catch (error) {
    if (error instanceof FrontMatterSyntaxError) return problem(error.message, error.line);
    return problem(`could not be read: ${(error as Error).message}`);
  }
}
