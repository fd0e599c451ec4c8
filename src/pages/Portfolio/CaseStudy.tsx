import { useLocation } from 'react-router-dom';
import { EntryBody } from '../../components/content/EntryBody.tsx';
import { CaseFacts } from '../../components/portfolio/CaseFacts.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getCase } from '../../content/index.ts';
import { paths } from '../../routes/paths.ts';
import NotFound from '../NotFound/index.tsx';
import styles from './CaseStudy.module.css';

/** A proof-of-concept case study from portfolio/<slug>.md, at /<slug>. */
export function Component() {
  const { pathname } = useLocation();
  const entry = getCase(pathname.replace(/^\/|\/$/g, ''));
  if (!entry) return <NotFound />;
  return (
    <>
      <Seo title={`${entry.title} | ITAH Portfolio`} description={entry.description} keywords={[entry.industry, entry.cardTitle, 'case study', 'ITAH']} />
      <PageBanner title={entry.title} eyebrow={`Case study · ${entry.industry}`} crumbs={[{ label: 'Portfolio', href: paths.portfolio }, { label: entry.cardTitle }]}>
        <p>{entry.excerpt}</p>
      </PageBanner>
      <div className={`container section ${styles.layout}`}>
        <div className={styles.text}>
          <EntryBody kind="portfolio" slug={entry.slug} />
        </div>
        <aside className={styles.aside} aria-label="Facts of this engagement">
          <CaseFacts entry={entry} />
          <div className={styles.cta}>
            <p>Facing a similar challenge? Let&apos;s map your first 90 days together.</p>
            <ButtonLink href={entry.cta.href} external={entry.cta.external}>
              {entry.cta.label}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}

export default Component;
