import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WholeHyphenatedWords } from './WholeHyphenatedWords.tsx';

const render = (text: string) => renderToString(<WholeHyphenatedWords text={text} />);

describe('WholeHyphenatedWords', () => {
  it('keeps each hyphenated word on one line and leaves the other words free to wrap', () => {
    expect(render('Key Strategies for Securing Cloud-Native Apps')).toBe(
      'Key Strategies for Securing <span style="white-space:nowrap">Cloud-Native</span> Apps',
    );
    expect(render('Pioneering data-retriever-led automation')).toBe(
      'Pioneering <span style="white-space:nowrap">data-retriever-led</span> automation',
    );
  });

  it('leaves a title without hyphenated words, and a dash between words, as it is', () => {
    expect(render('About Us')).toBe('About Us');
    expect(render('Plan - then build')).toBe('Plan - then build');
  });
});
