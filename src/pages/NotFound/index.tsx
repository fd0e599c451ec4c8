import { ArrowRight, BookOpen, BriefcaseBusiness, Layers, Mail } from 'lucide-react';
import { SearchBox } from '../../components/blog/search/SearchBox.tsx';
import { OpeningDrawing } from '../../components/media/OpeningDrawing.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { SmartLink } from '../../components/ui/SmartLink.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { NOT_FOUND_MARKER } from '../../lib/notFoundDocument.ts';
import { paths } from '../../routes/paths.ts';
import styles from './NotFound.module.css';

/** Where most visitors who land on a wrong address were heading. */
const popularPages = [
  { label: 'Our services', href: paths.serviceOverview, icon: Layers },
  { label: 'Case studies', href: paths.portfolio, icon: BriefcaseBusiness },
  { label: 'Blog', href: paths.blog, icon: BookOpen },
  { label: 'Contact us', href: paths.contact, icon: Mail },
];

/** Unknown paths, /error-404, and the static host's 404.html. */
export default function NotFound() {
  return (
    <section className={styles.band} {...{ [NOT_FOUND_MARKER]: '' }}>
      <Seo
        title="Page not found | ITAH"
        description="The page you asked for does not exist on the ITAH site. Head back to the homepage to find our services, case studies and articles."
        robots="noindex, follow"
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.text}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 className={styles.title}>The page you are looking for can’t be found</h1>
          <p className={styles.lead}>It may have moved, or the link may have a typo. Everything we offer is one click from the homepage.</p>
          <ButtonLink href={paths.home}>Go to homepage</ButtonLink>
          <nav aria-label="Popular pages" className={styles.elsewhere}>
            <p>Or go straight to</p>
            <ul>
              {popularPages.map(({ label, href, icon: Icon }) => (
                <li key={href}>
                  <SmartLink href={href} className={styles.way}>
                    <Icon aria-hidden="true" size={18} className={styles.wayIcon} />
                    <span className={styles.wayLabel}>{label}</span>
                    <ArrowRight aria-hidden="true" size={16} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.search}>
            <p>Looking for an article?</p>
            <SearchBox label="Search the articles" />
          </div>
        </div>
        <OpeningDrawing file="/media/not-found.svg" />
      </div>
    </section>
  );
}

export const Component = NotFound;
