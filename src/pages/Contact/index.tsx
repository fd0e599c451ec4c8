import { ContactForm } from '../../components/forms/ContactForm.tsx';
import { ReplySteps } from '../../components/forms/ReplySteps.tsx';
import { ContactChannels } from '../../components/contact/ContactChannels.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { SmartLink } from '../../components/ui/SmartLink.tsx';
import { siteConfig } from '../../site.config.ts';
import styles from './Contact.module.css';

/** /contact */
export function Component() {
  return (
    <>
      <Seo
        title="Contact Us"
        description="Contact ITAH about cybersecurity, data services, business automation or app development. A senior engineer usually replies within one business day."
        keywords={['contact ITAH', 'IT services contact', 'IT consulting', 'cybersecurity consultation']}
      />
      {/* The form opens the page beside the heading, the ways to reach us and what follows a message:
          on a wide screen it is in view from the start, and on a phone it comes straight after the intro. */}
      <PageBanner
        title="We’re a message away"
        crumbs={[{ label: 'Contact Us' }]}
        alignTop
        aside={<ContactForm />}
        after={
          <>
            <div className={styles.channels}>
              <ContactChannels replyPromise={false} />
            </div>
            <ReplySteps title="What happens next" />
          </>
        }
      >
        <p>
          A compliance deadline, a legacy app nobody wants to touch, a data pipeline that breaks every Monday: tell us what is in the way.
          You get a straight answer from an engineer, not a script.
        </p>
        {/* Where the form comes next (a phone, a tablet), the other ways in before it, in a sentence,
            rather than in their card after a form a screen long. */}
        <p className={styles.channelsInBrief}>
          Rather write or talk? E-mail <SmartLink href={`mailto:${siteConfig.enquiriesEmail}`}>{siteConfig.enquiriesEmail}</SmartLink> or{' '}
          <SmartLink href={siteConfig.bookingUrl} external>
            pick a time for a 30‑minute call
          </SmartLink>
          .
        </p>
      </PageBanner>
    </>
  );
}

export default Component;
