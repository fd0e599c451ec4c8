import { MissionFacts } from '../../components/about/MissionFacts.tsx';
import { TeamConstellation } from '../../components/about/TeamConstellation.tsx';
import { TeamHandover } from '../../components/about/TeamHandover.tsx';
import { TeamRoles } from '../../components/about/TeamRoles.tsx';
import { ValuesGrid } from '../../components/about/ValuesGrid.tsx';
import { CheckList } from '../../components/services/CheckList.tsx';
import { HeadingWithAction } from '../../components/services/HeadingWithAction.tsx';
import { ProcessSteps } from '../../components/services/ProcessSteps.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { QuoteButton, ScheduleCallButton } from '../../components/ui/QuoteAndCallActions.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { paths } from '../../routes/paths.ts';
import styles from './About.module.css';
import { engagement } from '../../components/services/engagement.ts';

/** What sets the company apart, in the opening: each point is made at length further down. */
const principles = [
  'Senior engineers only, the same faces from kickoff to handover',
  'Security, data and apps in one accountable team',
  'Every engagement judged by one number you choose up front',
];

/** /about */
export function Component() {
  return (
    <>
      <Seo
        title="About Us | ITAH - Our Mission and Expertise"
        description="ITAH is a senior, hands-on IT partner. Meet the delivery enablement team, the values behind our work and how we guide your digital transformation."
        keywords={['about ITAH', 'IT Accelerator Hub', 'IT consulting team', 'delivery enablement', 'digital transformation']}
      />
      <PageBanner title="Senior engineers who stay to see it work" crumbs={[{ label: 'About Us' }]} aside={<TeamConstellation />}>
        <p>
          We are the IT Accelerator Hub. We close the gap between what your business needs from technology and what your team has time to
          build, and we stay until it runs.
        </p>
        <CheckList items={principles} />
      </PageBanner>
      <section className="container section" aria-labelledby="mission-heading">
        <div className={styles.mission}>
          <div>
            <p className="eyebrow">Our mission</p>
            <h2 id="mission-heading">Technology that pays for itself</h2>
            <div className={styles.prose}>
              <p>
                Most companies do not lack ideas; they lack the senior hands to turn them into secure, working systems without stalling
                everything else. That is the gap we fill.
              </p>
              <p>
                We work in cybersecurity, data and business automation, and app development, and we judge every engagement by one number you
                agree to up front: fewer incidents, faster reports, quicker releases or lower running costs.
              </p>
            </div>
          </div>
          <MissionFacts />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="team-heading">
        <div className="container">
          <div className={styles.team}>
            <HeadingWithAction
              id="team-heading"
              eyebrow="Who you work with"
              title="The delivery enablement team"
              action={<ButtonLink href={paths.contact}>Get in touch</ButtonLink>}
            >
              <p>
                A standing team of senior engineers that joins yours, sets up the way of working (pipelines, environments, checks and
                dashboards) and leaves your people able to run it. Same faces from kickoff to handover.
              </p>
            </HeadingWithAction>
            <TeamHandover />
          </div>
          <TeamRoles />
        </div>
      </section>
      <section className="container section" aria-labelledby="values-heading">
        <SectionHeading id="values-heading" eyebrow="What we stand for" title="Our core values" centered>
          <p>Four commitments that decide how we work when nobody is checking.</p>
        </SectionHeading>
        <ValuesGrid />
      </section>
      <section className="section section--alt" aria-labelledby="journey-heading">
        <div className="container">
          <HeadingWithAction
            split
            id="journey-heading"
            eyebrow="How we guide you"
            title="Your journey towards digital transformation"
            action={<ButtonLink href={paths.contact}>Contact us</ButtonLink>}
          >
            <p>Transformation is a series of small, measured wins, not a big-bang program. Here is the path we walk with you.</p>
          </HeadingWithAction>
          <ProcessSteps steps={engagement} />
        </div>
      </section>
      <CtaBand
        title="Ensuring seamless IT solution deployment"
        actions={
          <>
            <ScheduleCallButton />
            <QuoteButton variant="light" />
          </>
        }
      >
        <p>
          From the first environment to the last handover session, we plan each release so it lands without downtime or surprises. Thirty
          minutes with a senior engineer is enough to see whether we are the right partner for your deployment.
        </p>
      </CtaBand>
    </>
  );
}

export default Component;
