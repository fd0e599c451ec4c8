import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { NOT_FOUND_MARKER } from '../../lib/notFoundDocument.ts';
import { paths } from '../../routes/paths.ts';
import styles from './NotFound.module.css';

/** Unknown paths, /error-404, and the static host's 404.html. */
export default function NotFound() {
  return (
    <section className={`container ${styles.page}`} {...{ [NOT_FOUND_MARKER]: '' }}>
      <Seo
        title="Page not found | ITAH"
        description="The page you asked for does not exist on the ITAH site. Head back to the homepage to find our services, case studies and articles."
        robots="noindex, follow"
      />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>The page you are looking for can&apos;t be found</h1>
      <p className={styles.text}>It may have moved, or the link may have a typo. Everything we offer is one click from the homepage.</p>
      <ButtonLink href={paths.home}>Go to homepage</ButtonLink>
    </section>
  );
}

export const Component = NotFound;
