import { useLocation } from 'react-router-dom';
import { EntryBody } from '../../components/content/EntryBody.tsx';
import { PageData } from '../../components/content/PageData.tsx';
import { WholeHyphenatedWords } from '../../components/content/WholeHyphenatedWords.tsx';
import { CaseFacts } from '../../components/portfolio/CaseFacts.tsx';
import { CaseGrid } from '../../components/portfolio/CaseGrid.tsx';
import { CasePhases } from '../../components/portfolio/CasePhases.tsx';
import { CaseResultChart } from '../../components/portfolio/CaseResultChart.tsx';
import { percentChange, splitFigure } from '../../components/portfolio/resultFigure.ts';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getCase, getCases, pageDataKeys, type CasePageData } from '../../content/index.ts';
import { paths } from '../../routes/paths.ts';
import { LazyNotFound } from '../NotFound/LazyNotFound.tsx';
import styles from './CaseStudy.module.css';

/** A proof-of-concept case study from portfolio/<slug>.md, at /<slug>. */
export function Component() {
  const { pathname } = useLocation();
  const entry = getCase(pathname.replace(/^\/|\/$/g, ''));
  if (!entry) return <LazyNotFound />;
  const others = getCases().filter((other) => other.slug !== entry.slug);
  const [figure, measure] = splitFigure(entry.addedValue);
  // Where the opening's chart draws the result large, the words stay for screen readers only (the
  // chart is a picture they skip): said large twice, a reader met the number three times at once.
  const charted = percentChange(figure, measure) !== null;
  const callToAction = (
    <ButtonLink href={entry.cta.href} external={entry.cta.external}>
      {entry.cta.label}
    </ButtonLink>
  );
  return (
    <>
      <Seo
        title={`${entry.title} | ITAH Portfolio`}
        description={entry.description}
        keywords={[entry.industry, entry.cardTitle, 'case study', 'proof of concept', 'ITAH']}
      />
      <PageBanner
        title={<WholeHyphenatedWords text={entry.title} />}
        eyebrow={`Case study · ${entry.industry}`}
        crumbs={[{ label: 'Portfolio', href: paths.portfolio }, { label: entry.title }]}
        aside={
          <div className={styles.art} data-print="omit">
            <CaseResultChart entry={entry} />
          </div>
        }
      >
        <p>{entry.excerpt}</p>
        {/* The one number the engagement was judged by, set large in the opening. */}
        <p className={charted ? 'visually-hidden' : styles.result}>
          <span className={styles.figure}>{figure}</span> {measure}
        </p>
      </PageBanner>
      <div className={`container section ${styles.layout}`}>
        <aside className={styles.aside} aria-label="Engagement summary">
          <CaseFacts entry={entry} />
          <div className={styles.cta}>
            <p>Facing a similar challenge? Let’s map your first 90 days together.</p>
            {callToAction}
          </div>
        </aside>
        <div className={styles.story}>
          <PageData<CasePageData> dataKey={pageDataKeys.case(entry.slug)}>
            {(data) => data && <CasePhases phases={data.phases} duration={entry.duration} />}
          </PageData>
          <EntryBody kind="portfolio" slug={entry.slug} />
        </div>
      </div>
      {others.length > 0 && (
        <section className="section section--alt" aria-labelledby="more-cases-heading">
          <div className="container">
            <SectionHeading id="more-cases-heading" eyebrow="Portfolio" title="More case studies" />
            <CaseGrid cases={others} />
          </div>
        </section>
      )}
      <CtaBand
        title="Ready for results like these?"
        actions={
          <>
            {callToAction}
            <ButtonLink href={paths.contact} variant="light">
              Contact us
            </ButtonLink>
          </>
        }
      >
        <p>Tell us where you are today. We will come back with a scoped first step and the KPI we would hold ourselves to.</p>
      </CtaBand>
    </>
  );
}

export default Component;
