import { Link2, Share2 } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { absoluteUrl } from '../../lib/urls.ts';
import { SocialIcon } from '../ui/SocialIcon.tsx';
import { showSuccessToast } from '../ui/toasts.tsx';
import styles from './ShareButtons.module.css';

const LINK_COPIED = 'Link copied to your clipboard.';
const noSubscription = () => () => {};
/** Whether the device offers its own share sheet (phones mostly); false while pre-rendering. */
const useCanShareNatively = () =>
  useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );

/**
 * Share an article: the device's share sheet where there is one, a copy-link button everywhere,
 * and plain links to share on the two networks the company uses (they work without JavaScript).
 */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const url = absoluteUrl(path, import.meta.env.BASE_URL);
  const canShareNatively = useCanShareNatively();
  const [message, setMessage] = useState('');

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as DOMException).name !== 'AbortError') await copy();
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setMessage((await showSuccessToast(LINK_COPIED)) ? '' : LINK_COPIED);
    } catch {
      // No clipboard (permission refused, older browser): the link stays on the page to copy by hand.
      setMessage(`Copy this link: ${url}`);
    }
  }

  return (
    <div className={styles.share} data-pagefind-ignore data-print="omit">
      <p className={styles.label}>Share this article</p>
      <ul className={styles.list}>
        {canShareNatively && (
          <li>
            <button type="button" className={styles.button} onClick={share}>
              <Share2 aria-hidden="true" size={18} /> Share
            </button>
          </li>
        )}
        <li className={styles.needsScript}>
          <button type="button" className={styles.button} onClick={copy}>
            <Link2 aria-hidden="true" size={18} /> Copy link
          </button>
        </li>
        <li>
          <a
            className={styles.button}
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon network="linkedin" /> <span className="visually-hidden">Share on LinkedIn (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a
            className={styles.button}
            href={`https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon network="x" /> <span className="visually-hidden">Share on X (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <p className={styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
