import { CheckCircle2 } from 'lucide-react';
import { OutboxNotice } from '../../components/forms/OutboxNotice.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { paths } from '../../routes/paths.ts';
import styles from './ThankYou.module.css';

/** /post-req: where the contact and quote forms land after a send, honest about a message still waiting. */
export function Component() {
  return (
    <section className={`container ${styles.page}`}>
      <Seo
        title="Thank you | ITAH"
        description="Thanks for contacting ITAH. We received your request and a senior engineer will reply by e-mail soon."
        robots="noindex, follow"
      />
      <CheckCircle2 aria-hidden="true" size={72} className={styles.icon} />
      <h1>Thank you!</h1>
      <p className={styles.text}>We received your request and will get back to you via email soon.</p>
      <OutboxNotice scope="page" />
      <ButtonLink href={paths.home}>Back to homepage</ButtonLink>
    </section>
  );
}

export default Component;
