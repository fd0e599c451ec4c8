import { useLocation } from 'react-router-dom';
import { EntryBody } from '../../components/content/EntryBody.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getLegalPage } from '../../content/index.ts';
import { formatDate } from '../../lib/dates.ts';
import NotFound from '../NotFound/index.tsx';
import styles from './Legal.module.css';

/** /terms, /policy and any other page in legal/: banner, last update, contents, text. */
export function Component() {
  const { pathname } = useLocation();
  const page = getLegalPage(pathname.replace(/^\/|\/$/g, ''));
  if (!page) return <NotFound />;
  return (
    <>
      <Seo title={`${page.title} | ITAH`} description={page.description} keywords={[page.title, 'ITAH', 'legal']} />
      <PageBanner title={page.banner} crumbs={[{ label: page.title }]}>
        <p>
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageBanner>
      <div className={`container section ${styles.layout}`}>
        <nav aria-labelledby="toc-heading" className={styles.toc}>
          <h2 id="toc-heading" className={styles.tocHeading}>
            On this page
          </h2>
          <ol>
            {page.toc.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.text}>
          <EntryBody kind="legal" slug={page.slug} />
        </div>
      </div>
    </>
  );
}

export default Component;
