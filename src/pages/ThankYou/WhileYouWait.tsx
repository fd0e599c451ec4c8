import { PostCard } from '../../components/blog/PostCard.tsx';
import { CaseCard } from '../../components/portfolio/CaseCard.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { getBlogSummary, getCases } from '../../content/index.ts';
import styles from './WhileYouWait.module.css';

/**
 * What to read while the reply is on its way: two case studies, to see how a project with us
 * runs, and the newest article. From the content, so they stay current, as the site's own cards.
 */
export function WhileYouWait() {
  const cases = getCases().slice(0, 2);
  const newest = getBlogSummary().recent[0];
  return (
    <section className="container section" aria-labelledby="while-you-wait">
      <SectionHeading id="while-you-wait" split eyebrow="While you wait" title="Read how we work">
        <p>Two projects from first call to result, and our newest article. The engineer who replies may point you to one of them.</p>
      </SectionHeading>
      <ul className={styles.grid}>
        {cases.map((entry) => (
          <li key={entry.slug}>
            <CaseCard entry={entry} />
          </li>
        ))}
        {newest && (
          <li>
            <PostCard post={newest} headingLevel={3} />
          </li>
        )}
      </ul>
    </section>
  );
}
