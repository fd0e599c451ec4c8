import { describe, expect, it } from 'vitest';
import { leadSentence } from './leadSentence.ts';

describe('leadSentence', () => {
  it('keeps the first sentence of a teaser, whatever mark ends it', () => {
    expect(leadSentence('Modern IT is not about chasing trends. It means lower costs.')).toBe('Modern IT is not about chasing trends.');
    expect(leadSentence('Power BI or an open-source stack? We review five tools.')).toBe('Power BI or an open-source stack?');
    expect(leadSentence('Stop! “Patch first” is a trap.')).toBe('Stop!');
  });

  it('does not end a sentence inside a number or before a lower-case word', () => {
    expect(leadSentence('Version 2.5 ships today. More soon.')).toBe('Version 2.5 ships today.');
    expect(leadSentence('Use e.g. tracing and logs. Then alert.')).toBe('Use e.g. tracing and logs.');
  });

  it('gives a teaser of one sentence, or none that ends, whole', () => {
    expect(leadSentence('One sentence only.')).toBe('One sentence only.');
    expect(leadSentence('No full stop at all')).toBe('No full stop at all');
  });
});
