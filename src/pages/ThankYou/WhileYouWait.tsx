import { ArrowRight, BookOpen, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { getBlogSummary, getCases } from '../../content/index.ts';
import { blogPaths, contentPath } from '../../routes/paths.ts';
import styles from './WhileYouWait.module.css';

interface Reading {
  href: string;
  kind: string;
  Icon: LucideIcon;
  topic: string;
  title: string;
  detail: string;
}

/** One thing to read: what it is, its title (the link, over the whole row) and what it gives. */
function ReadingRow({ reading }: { reading: Reading }) {
  const { href, kind, Icon, topic, title, detail } = reading;
  return (
    <article className={styles.row}>
      <span className={styles.tile}>
        <Icon aria-hidden="true" size={22} />
      </span>
      <div>
        <p className={styles.kicker}>
          {kind} · {topic}
        </p>
        <h3 className={styles.title}>
          <Link to={href}>{title}</Link>
        </h3>
        <p className={styles.detail}>{detail}</p>
      </div>
      <ArrowRight className={styles.arrow} aria-hidden="true" size={20} />
    </article>
  );
}

/**
 * What to read while the reply is on its way: two case studies, to see how a project with us
 * runs, and the newest article. From the content, so they stay current; a short list beside its
 * heading rather than a third grid of cards, since the visitor has already chosen to write.
 */
export function WhileYouWait() {
  const cases: Reading[] = getCases()
    .slice(0, 2)
    .map((entry) => ({
      href: contentPath(entry.slug),
      kind: 'Case study',
      Icon: TrendingUp,
      topic: entry.industry,
      title: entry.cardTitle,
      detail: `${entry.addedValue} in ${entry.duration}`,
    }));
  const newest = getBlogSummary().recent[0];
  const readings = newest
    ? [
        ...cases,
        {
          href: blogPaths.post(newest.slug),
          kind: 'Article',
          Icon: BookOpen,
          topic: newest.category,
          title: newest.title,
          detail: `${newest.readingMinutes} min read`,
        },
      ]
    : cases;
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="while-you-wait">
      <div className={styles.heading}>
        <p className="eyebrow">While you wait</p>
        <h2 id="while-you-wait">Read how we work</h2>
        <p className="lead">
          Two projects from first call to result, and our newest article. The engineer who replies may point you to one of them.
        </p>
      </div>
      <ol className={styles.list}>
        {readings.map((reading) => (
          <li key={reading.href}>
            <ReadingRow reading={reading} />
          </li>
        ))}
      </ol>
    </section>
  );
}
