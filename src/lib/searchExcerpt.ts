/**
 * Pagefind's passage is a window of about thirty words around the matches: it starts and ends
 * mid-sentence, keeps a numbered heading's "6." and marks a word with its full stop. This trims
 * it to whole sentences where the matches allow, and marks only the word, so a result reads as
 * a quotation from the article.
 */
const SENTENCE_END = /[.!?](?= )/g;
/** Below this many characters of text, a passage keeps its tail rather than end on a stub. */
const SHORTEST_PASSAGE = 90;

export function tidyExcerpt(html: string): string {
  const marked = html
    .replace(/([.,;:!?]+)<\/mark>/g, '</mark>$1')
    .replace(/(^|[.!?] )\d{1,2}\. (?=\S)/g, '$1')
    .trim();
  const firstMark = marked.indexOf('<mark>');
  const lastMark = marked.lastIndexOf('</mark>');
  const ends = [...marked.matchAll(SENTENCE_END)].map((match) => match.index + 1);

  const sentenceStart = ends.find((end) => end > 0);
  const start = sentenceStart !== undefined && firstMark > sentenceStart ? sentenceStart + 1 : 0;
  const lastEnd = /[.!?]$/.test(marked) ? marked.length : ends.at(-1);
  const endsWhole = lastEnd !== undefined && lastEnd > lastMark && textLength(marked.slice(start, lastEnd)) >= SHORTEST_PASSAGE;
  const passage = marked.slice(start, endsWhole ? lastEnd : undefined);
  return `${start === 0 ? '… ' : ''}${passage}${endsWhole ? '' : ' …'}`;
}

function textLength(html: string): number {
  return html.replace(/<\/?mark>/g, '').length;
}
