import { CalendarDays } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { EntryBody } from '../../components/content/EntryBody.tsx';
import { SectionBar } from '../../components/content/SectionBar.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getLegalPage } from '../../content/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { paths } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';
import NotFound from '../NotFound/index.tsx';
import { Contents } from './Contents.tsx';
import { LegalQuestions } from './LegalQuestions.tsx';
import styles from './Legal.module.css';

/** /terms, /policy and any other page in legal/: banner, last update, contents, text, a way to ask. */
export function Component() {
  const { pathname } = useLocation();
  const page = getLegalPage(pathname.replace(/^\/|\/$/g, ''));
  if (!page) return <NotFound />;
  return (
    <>
      <Seo title={`${page.title} | ITAH`} description={page.description} keywords={[page.title, 'ITAH', 'legal']} />
      <PageBanner title={page.banner} eyebrow="Legal" crumbs={[{ label: page.title }]} aside={<Contents headings={page.toc} />} asideWideOnly>
        <p className={styles.updated}>
          <CalendarDays aria-hidden="true" size={18} />
          <span>
            Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </span>
        </p>
        <p>{page.description}</p>
      </PageBanner>
      <div className={`container section ${styles.layout}`}>
        <article className={styles.text} aria-label={page.title}>
          <SectionBar sections={page.toc} wideFrom={1024} />
          <EntryBody kind="legal" slug={page.slug} />
        </article>
        <aside className={styles.aside} aria-label="About this page">
          <LegalQuestions />
        </aside>
      </div>
      <CtaBand
        title="Questions about this page?"
        afterPlainSection
        actions={
          <>
            <ButtonLink href={paths.contact}>Contact us</ButtonLink>
            <ButtonLink href={`mailto:${siteConfig.contactEmail}`} variant="light">
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
