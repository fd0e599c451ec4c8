import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { SocialLinks } from '../../components/ui/SocialLinks.tsx';
import { siteConfig } from '../../site.config.ts';

/** /demo-request: the quote and RFP page. */
export function Component() {
  return (
    <>
      <Seo
        title="Get a quote or submit your RFP | ITAH"
        description="Request a quote or send your RFP to ITAH for cybersecurity, data, automation or app development work. Expect a first reply within one business day."
        keywords={['IT services quote', 'RFP', 'request for proposal', 'IT consulting pricing']}
      />
      <PageBanner title="Submit your request" eyebrow="Get a quote" crumbs={[{ label: 'Get a quote' }]}>
        <p>Looking for a quote or having some RFP handy? Leave us a message here and we&apos;ll get back to you.</p>
      </PageBanner>
      <section className="container section" aria-label="Other ways to reach us">
        <p>
          You can also send documents to <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>.
        </p>
        <SocialLinks />
      </section>
    </>
  );
}

export default Component;
