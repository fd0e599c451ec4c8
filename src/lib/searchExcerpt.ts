/**
 * Pagefind's passage is a window of words around the matches that starts and ends mid-sentence,
 * keeps a numbered heading's "6." and marks a word with its full stop. A result reads as a
 * quotation instead: whole sentences where the matches allow, only the word marked.
 */
const SENTENCE_END = /[.!?](?= )/g;
/** Below this many characters, a passage keeps its tail rather than end on a stub. */
const SHORTEST_PASSAGE = 90;

export function tidyExcerpt(html: string): string {
  const marked = html
    .replace(/([.,;:!?]+)<\/mark>/g, '</mark>$1')
    .replace(/(^|[.!?] )\d{1,2}\. (?=\S)/g, '$1')
    .trim();
  const firstMark = marked.indexOf('<mark>');
  const ends = [...marked.matchAll(SENTENCE_END)].map((match) => match.index + 1);
  const start = ends[0] !== undefined && firstMark > ends[0] ? ends[0] + 1 : 0;
  const lastEnd = /[.!?]$/.test(marked) ? marked.length : ends.at(-1);
  const whole = lastEnd !== undefined && lastEnd > marked.lastIndexOf('</mark>') ? marked.slice(start, lastEnd) : undefined;
  const endsWhole = whole !== undefined && whole.replace(/<\/?mark>/g, '').length >= SHORTEST_PASSAGE;
  return `${start === 0 ? '… ' : ''}${endsWhole ? whole : `${marked.slice(start)} …`}`;
}
