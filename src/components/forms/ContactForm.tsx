import { contactForm } from '../../lib/forms/formSpecs.ts';
import { FormCard } from './FormCard.tsx';

/** The contact form: name, e-mail, phone, optional company and message. */
export function ContactForm() {
  return (
    <FormCard spec={contactForm} title="Send us a message">
      <p>Tell us where you are and where you need to be, and who we should talk to.</p>
    </FormCard>
  );
}
