import { BookOpen, BriefcaseBusiness } from 'lucide-react';
import { getBlogSummary, getCases } from '../../content/index.ts';
import { blogPaths, contentPath } from '../../routes/paths.ts';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { ReadingCard, type ReadingCardProps } from './ReadingCard.tsx';
import styles from './WhileYouWait.module.css';

/** Two case studies, to see how a project with us runs, and the newest article: from the content, so they stay current. */
function readings(): ReadingCardProps[] {
  const cases = getCases()
    .slice(0, 2)
    .map((entry) => ({
      icon: BriefcaseBusiness,
      kicker: `Case study · ${entry.industry}`,
      title: entry.title,
      href: contentPath(entry.slug),
      text: entry.excerpt,
      fact: entry.addedValue,
      more: 'Read the case study',
    }));
  const articles = getBlogSummary()
    .recent.slice(0, 1)
    .map((post) => ({
      icon: BookOpen,
      kicker: `Article · ${post.category}`,
      title: post.title,
      href: blogPaths.post(post.slug),
      text: post.excerpt,
      fact: `${post.readingMinutes} min read`,
      more: 'Read the article',
    }));
  return [...cases, ...articles];
}

/** What to read while the reply is on its way. */
export function WhileYouWait() {
  return (
    <section className="container section" aria-labelledby="while-you-wait">
      <SectionHeading id="while-you-wait" eyebrow="While you wait" title="See how a project with us runs">
        <p>The engineer who replies may point you to one of these. A head start on the conversation.</p>
      </SectionHeading>
      <ul className={styles.grid}>
        {readings().map((reading) => (
          <li key={reading.href}>
            <ReadingCard {...reading} />
          </li>
        ))}
      </ul>
    </section>
  );
}
