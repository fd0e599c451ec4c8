import { quoteForm } from '../../lib/forms/formSpecs.ts';
import { FormCard } from './FormCard.tsx';

/** The quote and RFP form: name, e-mail, phone, industry and project details. */
export function QuoteForm() {
  return (
    <FormCard spec={quoteForm} title="Tell us about the project">
      <p>The more we know about scope and timing, the sharper the first number we can give you.</p>
    </FormCard>
  );
}
