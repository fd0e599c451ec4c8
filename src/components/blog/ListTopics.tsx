import { Link } from 'react-router-dom';
import type { PostMeta } from '../../content/types.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths } from '../../routes/paths.ts';
import type { NavLink } from '../../site.config.ts';
import { NavyLinkCard } from '../ui/NavyLinkCard.tsx';
import styles from './ListTopics.module.css';

interface ListTopicsProps {
  posts: PostMeta[];
  /** "Category" or "Tag": a category's card lists its tags, a tag's card the categories it spans. */
  kind: string;
  name: string;
  /** Where the company does a category's work: the card ends with a way there. */
  practice?: NavLink;
}

/** Each distinct item once, the most frequent first (ties by name). */
function byFrequency(items: { name: string; href: string }[]) {
  const counts = new Map<string, { name: string; href: string; count: number }>();
  for (const item of items) {
    const seen = counts.get(item.href);
    counts.set(item.href, { ...item, count: (seen?.count ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The opening card of a category or tag page: what its articles cover, when it last grew and who
 * does the work, so the page opens with the lay of the land rather than a repeat of the first card below.
 */
export function ListTopics({ posts, kind, name, practice }: ListTopicsProps) {
  const newest = posts[0];
  if (!newest) return null;
  const topics =
    kind === 'Tag'
      ? byFrequency(posts.map((post) => ({ name: post.category, href: blogPaths.category(post.categorySlug) })))
      : byFrequency(posts.flatMap((post) => post.tags.map((tag) => ({ name: tag.name, href: blogPaths.tag(tag.slug) }))));
  return (
    // Not a named region: the page sets the card twice (beside the title, or after the articles),
    // one of them hidden, and two regions of one name would be one too many for a landmark list.
    <section className={styles.card}>
      <p className={styles.kicker}>{kind === 'Tag' ? `Where ${name} comes up` : 'Topics covered'}</p>
      <ul className={styles.topics}>
        {topics.map((topic) => (
          <li key={topic.href}>
            <Link to={topic.href} className="pattern-tag">
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
      {/* The date only: the newest article itself is the first card just below. */}
      <p className={styles.updated}>
        Last article added <time dateTime={newest.date}>{formatDate(newest.date)}</time>
      </p>
      {practice && (
        <NavyLinkCard to={practice.href} kicker="Where we do this work" title={practice.label} className={styles.practice}>
          {practice.description}
        </NavyLinkCard>
      )}
    </section>
  );
}
