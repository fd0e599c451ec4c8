import { INDUSTRY_SUGGESTIONS_ID, industrySuggestions } from './industries.ts';

/** The suggestion list the quote form's Industry field offers; it still accepts any text. */
export function IndustrySuggestions() {
  return (
    <datalist id={INDUSTRY_SUGGESTIONS_ID}>
      {industrySuggestions.map((industry) => (
        <option key={industry} value={industry} />
      ))}
    </datalist>
  );
}
