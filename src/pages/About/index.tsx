import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { siteConfig } from '../../site.config.ts';

/** /about */
export function Component() {
  return (
    <>
      <Seo
        title="About Us | ITAH - Our Mission and Expertise"
        description="ITAH is a senior, hands-on IT partner. Meet the delivery enablement team behind our security, data, automation and app development work."
        keywords={['about ITAH', 'IT Accelerator Hub', 'IT consulting team', 'delivery enablement']}
      />
      <PageBanner title="About Us" crumbs={[{ label: 'About Us' }]}>
        <p>
          We are the IT Accelerator Hub: senior engineers who close the gap between what your business needs from technology and what your
          team has time to build.
        </p>
      </PageBanner>
      <CtaBand
        title="Ensuring seamless IT solution deployment"
        actions={
          <ButtonLink href={siteConfig.bookingUrl} external variant="light">
            Schedule a call
          </ButtonLink>
        }
      >
        <p>Thirty minutes with a senior engineer is enough to see whether we are the right partner for your next release.</p>
      </CtaBand>
    </>
  );
}

export default Component;
