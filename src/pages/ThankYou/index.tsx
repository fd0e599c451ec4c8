import { Check } from 'lucide-react';
import { OutboxNotice } from '../../components/forms/OutboxNotice.tsx';
import { ReplySteps } from '../../components/forms/ReplySteps.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { ScheduleCallButton } from '../../components/ui/QuoteAndCallActions.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { paths } from '../../routes/paths.ts';
import styles from './ThankYou.module.css';
import { WhileYouWait } from './WhileYouWait.tsx';

/**
 * /post-req: where the contact and quote forms land after a send. It says where the message
 * stands (honest about one still waiting), what happens next and when, and what to read meanwhile.
 */
export function Component() {
  return (
    <>
      <Seo
        title="Thank you | ITAH"
        description="Thanks for contacting ITAH. We received your request and a senior engineer will reply by e-mail soon."
        robots="noindex, follow"
      />
      <PageBanner
        title="Thank you!"
        crumbs={[{ label: 'Thank you' }]}
        mark={
          <span className={styles.mark}>
            <Check aria-hidden="true" size={30} strokeWidth={2.5} />
          </span>
        }
        aside={<ReplySteps title="What happens now" />}
        actions={
          <>
            <ScheduleCallButton />
            <ButtonLink href={paths.home} variant="secondary">
              Back to homepage
            </ButtonLink>
          </>
        }
      >
        <p className={styles.lead}>We received your request and will get back to you via email soon.</p>
        <div className={styles.status}>
          <OutboxNotice scope="page" />
        </div>
      </PageBanner>
      <WhileYouWait />
    </>
  );
}

export default Component;
