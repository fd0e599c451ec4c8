import { CtaBand } from '../ui/CtaBand.tsx';
import { QuoteAndCallActions } from '../ui/QuoteAndCallActions.tsx';

/** The next step that closes every list of articles (the blog's pages, its categories and its tags) and every article. */
export function BlogCta() {
  return (
    <CtaBand title="Facing one of these problems yourself?" actions={<QuoteAndCallActions onLight />} light afterPlainSection>
      <p>The engineers who write these articles do the work too. Send us your question or brief, and one of them will answer it.</p>
    </CtaBand>
  );
}
