import { fadeUp } from '../../motion/useScrollAnimations.ts';
import { PrincipleList } from '../../ui/PrincipleList.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { reasons } from './content.ts';

/** The reasons to choose ITAH for data work: the opening across the width, the four reasons in a row under it, as principles. */
export function WhyDataServices() {
  return (
    <section id="why-itah" className="section section--alt" aria-labelledby="why-heading">
      <div className="container">
        <div {...fadeUp}>
          <SectionHeading id="why-heading" eyebrow="Why ITAH" title="Why the data services?" split>
            <p>
              Data projects fail when they chase a platform instead of a result. Ours start from a decision you want to make faster or a
              process you want to stop doing by hand, and they stay accountable to it.
            </p>
          </SectionHeading>
        </div>
        <PrincipleList items={reasons} {...fadeUp} />
      </div>
    </section>
  );
}
