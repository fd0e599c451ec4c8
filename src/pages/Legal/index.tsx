import { CalendarDays, Mail } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { EntryBody } from '../../components/content/EntryBody.tsx';
import { OnThisPage } from '../../components/content/OnThisPage.tsx';
import { SectionBar } from '../../components/content/SectionBar.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getLegalPage } from '../../content/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { paths } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';
import { LazyNotFound } from '../NotFound/LazyNotFound.tsx';
import { LegalKeyFacts } from './LegalKeyFacts.tsx';
import styles from './Legal.module.css';

/** /terms, /policy and any other page in legal/: banner, last update, text with its sections beside it, a way to ask. */
export function Component() {
  const { pathname } = useLocation();
  const page = getLegalPage(pathname.replace(/^\/|\/$/g, ''));
  if (!page) return <LazyNotFound />;
  return (
    <>
      <Seo title={`${page.title} | ITAH`} description={page.description} keywords={[page.title, 'ITAH', 'legal']} />
      <PageBanner
        title={page.banner}
        crumbs={[{ label: page.title }]}
        aside={page.keyFacts && <LegalKeyFacts keyFacts={page.keyFacts} />}
      >
        <p>{page.description}</p>
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            <CalendarDays aria-hidden="true" size={18} />
            Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </span>
          <span className={styles.metaItem}>
            <Mail aria-hidden="true" size={18} />
            Questions? <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
          </span>
        </p>
      </PageBanner>
      <div className={`container section ${styles.layout}`}>
        <article className={styles.text} aria-label={page.title}>
          <SectionBar sections={page.toc} wideFrom={1024} />
          <EntryBody kind="legal" slug={page.slug} />
        </article>
        {/* From 1024 px the text's sections stay in view beside it; narrower, the bar above the text holds them. */}
        <aside className={styles.aside} aria-label="Sections">
          <OnThisPage sections={page.toc} />
        </aside>
      </div>
      <CtaBand
        title="Questions about this page?"
        afterPlainSection
        light
        actions={
          <>
            <ButtonLink href={paths.contact}>Contact us</ButtonLink>
            <ButtonLink href={`mailto:${siteConfig.contactEmail}`} variant="secondary">
              E-mail us
            </ButtonLink>
          </>
        }
      >
        <p>A real person reads every message. Tell us what you need and we will answer in plain language.</p>
      </CtaBand>
    </>
  );
}

export default Component;
