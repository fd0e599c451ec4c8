import { useId } from 'react';
import { commentForm } from '../../lib/forms/formSpecs.ts';
import styles from './CommentForm.module.css';
import { MessageForm } from './MessageForm.tsx';

/** The comment form under an article: a divider, its heading and the form (name, e-mail, comment). */
export function CommentForm() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-print="omit">
      <hr className={styles.divider} />
      <h2 id={headingId} className={styles.title}>
        Leave a comment
      </h2>
      <p className={styles.intro}>Comments go to the author first. We answer questions by e-mail and publish the most useful ones.</p>
      <MessageForm spec={commentForm} labelledBy={headingId} />
    </section>
  );
}
