import { Quote } from 'lucide-react';
import { Avatar } from './Avatar.tsx';
import type { Testimonial } from './content.ts';
import { Rating } from './Rating.tsx';
import styles from './TestimonialCard.module.css';

export function TestimonialCard({ testimonial, index }: { testimonial: Testimonial; index: number }) {
  const { quote, name, role, rating } = testimonial;
  return (
    <figure className={styles.card}>
      <Quote aria-hidden="true" className={styles.mark} size={32} />
      <Rating value={rating} />
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <Avatar name={name} index={index} />
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
