import { CalendarCheck, MailOpen, UserRoundCheck } from 'lucide-react';
import { ContactForm } from '../../components/forms/ContactForm.tsx';
import { FormLayout } from '../../components/forms/FormLayout.tsx';
import { IconList, type IconItem } from '../../components/ui/IconList.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import styles from './Contact.module.css';
import { ContactChannels } from './ContactChannels.tsx';

const steps: IconItem[] = [
  {
    icon: MailOpen,
    title: 'A senior engineer reads it',
    text: 'Not a sales queue. The person who reads your message has shipped the kind of work you describe.',
  },
  {
    icon: UserRoundCheck,
    title: 'You usually hear back within one business day',
    text: 'A direct reply by e-mail with a first opinion, the questions that matter, or a time to talk.',
  },
  {
    icon: CalendarCheck,
    title: 'We scope it together',
    text: 'If there is a fit, a 30-minute call turns your notes into a plan with milestones and a price.',
  },
];

/** /contact */
export function Component() {
  return (
    <>
      <Seo
        title="Contact Us"
        description="Contact ITAH about cybersecurity, data services, business automation or app development. A senior engineer usually replies within one business day."
        keywords={['contact ITAH', 'IT services contact', 'IT consulting', 'cybersecurity consultation']}
      />
      <PageBanner title="We're a message away" eyebrow="Contact" crumbs={[{ label: 'Contact Us' }]} aside={<ContactChannels />}>
        <p>
          A compliance deadline, a legacy app nobody wants to touch, a data pipeline that breaks every Monday: tell us what is in the way.
          You get a straight answer from an engineer, not a script.
        </p>
      </PageBanner>
      <FormLayout
        aside={
          <div>
            <h2 className={styles.asideTitle}>What happens next</h2>
            <IconList items={steps} />
          </div>
        }
      >
        <ContactForm />
      </FormLayout>
    </>
  );
}

export default Component;
