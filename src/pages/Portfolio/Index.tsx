import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CaseIcon } from '../../components/portfolio/CaseIcon.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getCases } from '../../content/index.ts';
import { paths } from '../../routes/paths.ts';
import styles from './Index.module.css';

/** /portfolio: one card per case study in portfolio/. */
export function Component() {
  const cases = getCases();
  return (
    <>
      <Seo
        title="Portfolio: proof-of-concept case studies | ITAH"
        description="How ITAH took data, cybersecurity and app development projects from prototype to production, with the numbers each engagement delivered."
        keywords={['IT case studies', 'proof of concept', 'data lake modernization', 'healthcare cybersecurity', 'app modernization']}
      />
      <PageBanner title="From prototype to production" eyebrow="Portfolio" crumbs={[{ label: 'Portfolio' }]}>
        <p>Proofs of concept that became production systems, with the outcome each one was measured by.</p>
      </PageBanner>
      <section className="container section" aria-labelledby="cases-heading">
        <h2 id="cases-heading" className="visually-hidden">
          Case studies
        </h2>
        <ul className={styles.grid}>
          {cases.map((entry) => (
            <li key={entry.slug} className={styles.card}>
              <span className={styles.icon}>
                <CaseIcon slug={entry.slug} />
              </span>
              <p className={styles.industry}>{entry.industry}</p>
              <h3 className={styles.title}>
                <Link to={`/${entry.slug}`}>{entry.cardTitle}</Link>
              </h3>
              <p className={styles.excerpt}>{entry.excerpt}</p>
              <p className={styles.value}>{entry.addedValue}</p>
              <Link to={`/${entry.slug}`} className={styles.more} aria-hidden="true" tabIndex={-1}>
                View case <ArrowRight size={16} />
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.closing}>
          <h2>Your project could be next</h2>
          <p className="lead">Tell us where you are stuck. We reply within one business day with a first plan.</p>
          <ButtonLink href={paths.quote}>Submit your RFP</ButtonLink>
        </div>
      </section>
    </>
  );
}

export default Component;
