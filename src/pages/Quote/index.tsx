import { CalendarClock, Landmark, Target, Users } from 'lucide-react';
import { ContactChannels } from '../../components/contact/ContactChannels.tsx';
import { ReplySteps } from '../../components/forms/ReplySteps.tsx';
import { QuoteForm } from '../../components/forms/QuoteForm.tsx';
import { IconList, type IconItem } from '../../components/ui/IconList.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import styles from './Quote.module.css';

const checklist: IconItem[] = [
  { icon: Target, title: 'The outcome you need', text: 'Pass an audit, cut cloud spend, retire a legacy system, launch an app.' },
  { icon: Landmark, title: 'What you run today', text: 'The main systems, clouds and data stores involved, and any rules you must meet.' },
  { icon: CalendarClock, title: 'Timing and budget', text: 'Your target date, any RFP deadline, and a budget range if you have one.' },
  { icon: Users, title: 'Who decides', text: 'Who signs off, and who on your side will work with our engineers day to day.' },
];

/** The checklist's titles as one phrase: "the outcome you need, what you run today, … and who decides". */
const spokenChecklist = checklist
  .map((item, index) => `${index === checklist.length - 1 ? 'and ' : ''}${item.title.charAt(0).toLowerCase()}${item.title.slice(1)}`)
  .join(', ');

/** /demo-request: the quote and RFP page. */
export function Component() {
  return (
    <>
      <Seo
        title="Get a quote or submit your RFP | ITAH"
        description="Request a quote or send your RFP to ITAH for cybersecurity, data, automation or app development work. Expect a first reply, usually within one business day."
        keywords={['IT services quote', 'RFP', 'request for proposal', 'IT consulting pricing']}
      />
      {/* The form opens the page beside the heading, what a good request includes, what follows it
          and the other ways in: on a wide screen it is in view from the start, and on a phone it
          comes straight after the heading, as on the contact page. */}
      <PageBanner
        title="Submit your request"
        crumbs={[{ label: 'Get a quote' }]}
        alignTop
        wideAside
        aside={
          <div className={styles.formColumn}>
            <QuoteForm />
            {/* The steps beside the contact form and on the thank-you page, here as a ruler under the form they follow. */}
            <ReplySteps title="After you send it" brief />
          </div>
        }
        after={
          <>
            <div className={styles.checklist}>
              <h2 className={styles.checklistTitle}>What a good request includes</h2>
              <IconList items={checklist} ordered={false} />
            </div>
            <ContactChannels emailLabel="RFP documents? E-mail them" replyPromise={false} />
          </>
        }
      >
        <p>Looking for a quote or having some RFP handy? Leave us a message here and we’ll get back to you.</p>
        {/* Where the form comes next (a phone, a tablet), the checklist in a sentence before it, not after its button. */}
        <p className={styles.checklistInBrief}>
          <strong>A good request includes</strong> {spokenChecklist}.
        </p>
      </PageBanner>
    </>
  );
}

export default Component;
