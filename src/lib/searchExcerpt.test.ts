import { describe, expect, it } from 'vitest';
import { tidyExcerpt } from './searchExcerpt.ts';

describe('tidyExcerpt', () => {
  it('marks the word without its full stop', () => {
    expect(tidyExcerpt('Route findings to owners, not to <mark>security.</mark> Tickets should land with the team that')).toContain(
      '<mark>security</mark>.',
    );
  });

  it('starts at the sentence that holds the first match, and ends at the last whole sentence after the last', () => {
    const passage =
      'and experiments reach customers sooner. Stronger <mark>security.</mark> Old systems are hard to patch, hard to monitor and often run unsupported software. Modern platforms make good <mark>security</mark> the default: central identity';
    expect(tidyExcerpt(passage)).toBe(
      'Stronger <mark>security</mark>. Old systems are hard to patch, hard to monitor and often run unsupported software. Modern platforms make good <mark>security</mark> the default: central identity …',
    );
  });

  it('keeps an ellipsis where a match sits in the opening fragment, and cuts the tail after the last sentence', () => {
    expect(
      tidyExcerpt(
        'in Information <mark>Security</mark> Risk Management. Every organization says it manages information <mark>security</mark> risk. Far fewer can answer three plain questions',
      ),
    ).toBe(
      '… in Information <mark>Security</mark> Risk Management. Every organization says it manages information <mark>security</mark> risk.',
    );
  });

  it('drops a numbered heading’s numeral', () => {
    expect(tidyExcerpt('Shows where users don’t trust the output. 6. <mark>Security</mark> and governance catch up. AI features')).toMatch(
      /^<mark>Security<\/mark> and governance catch up\./,
    );
  });

  it('keeps the tail rather than end on a stub', () => {
    expect(tidyExcerpt('the shape of <mark>cloud.</mark> It is a set of habits built into')).toBe(
      '… the shape of <mark>cloud</mark>. It is a set of habits built into …',
    );
  });
});
