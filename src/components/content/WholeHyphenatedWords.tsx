/**
 * A title with each hyphenated word ("Cloud-Native") kept on one line, not broken at its hyphen:
 * a heading that ends a line on "Cloud-" reads as broken, above all on a phone.
 */
export function WholeHyphenatedWords({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
