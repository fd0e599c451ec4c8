import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { SocialLinks } from '../../components/ui/SocialLinks.tsx';
import { siteConfig } from '../../site.config.ts';
import styles from './Contact.module.css';

/** /contact */
export function Component() {
  return (
    <>
      <Seo
        title="Contact Us"
        description="Contact ITAH about cybersecurity, data services, business automation or app development. A senior engineer replies within one business day."
        keywords={['contact ITAH', 'IT services contact', 'IT consulting']}
      />
      <PageBanner title="We're a message away" eyebrow="Contact" crumbs={[{ label: 'Contact Us' }]}>
        <p>
          Tell us what you are working on. A senior engineer, not a sales script, reads every message and replies within one business day.
        </p>
      </PageBanner>
      <section className={`container section ${styles.layout}`} aria-label="Other ways to reach us">
        <p>
          Prefer e-mail? Write to <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>, or follow us:
        </p>
        <SocialLinks />
      </section>
    </>
  );
}

export default Component;
