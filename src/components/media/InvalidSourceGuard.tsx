import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './VideoLightbox.module.css';

/**
 * Wraps one lightbox slide and replaces it with 'Invalid source' when its media cannot be
 * played. Media and <source> errors do not bubble, so the listener catches them on the way down.
 */
export function InvalidSourceGuard({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onError = (event: Event) => {
      if (event.target instanceof HTMLSourceElement || event.target instanceof HTMLMediaElement) setInvalid(true);
    };
    node.addEventListener('error', onError, true);
    return () => node.removeEventListener('error', onError, true);
  }, []);

  return (
    <div ref={container} className={styles.slide}>
      {invalid ? (
        <p role="alert" className={styles.invalid}>
          Invalid source
        </p>
      ) : (
        children
      )}
    </div>
  );
}
