import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { paths } from '../../routes/paths.ts';
import styles from './Home.module.css';

/** / */
export function Component() {
  return (
    <>
      <Seo
        title="ITAH | IT Accelerator Hub for Cybersecurity, Apps and Analytics"
        description="ITAH is a senior, hands-on IT partner for cybersecurity, data services, business automation and app development. Get outcomes, not slide decks."
      />
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className="container">
          <h1 id="hero-heading" className={styles.title}>
            IT Accelerator Hub for <span className={styles.word}>Cybersecurity</span>
          </h1>
          <p className={styles.intro}>
            Senior engineers who secure, modernize and automate your technology, measured by the outcomes you care about: fewer incidents,
            faster releases, lower running costs.
          </p>
          <ButtonLink href={paths.quote}>Get started</ButtonLink>
        </div>
      </section>
    </>
  );
}

export default Component;
