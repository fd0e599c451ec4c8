import { CircleCheck } from 'lucide-react';
import type { CSSProperties } from 'react';
import type * as Toastify from 'react-toastify';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';
import { once } from '../../lib/once.ts';
import styles from './toasts.module.css';

/**
 * Mounts the toast container once, in a root of its own on <body>, so a toast outlives the page it
 * came from when the visitor is taken to the next page (the forms' 'Successfully Sent!').
 * react-toastify, with the styles it injects, loads with the first toast, never with a page.
 */
const importToastify = importAgainAfterFailure(() => import('react-toastify'));

/** How long a toast stays: time to read a sentence. */
const AUTO_CLOSE_MS = 5000;

/**
 * The library times a toast by its progress bar's CSS animation, which reduced motion shortens to
 * nothing (global.css): the toast would vanish at once. The bar keeps this duration (toasts.module.css).
 */
const lifetime = { '--toast-lifetime': `${AUTO_CLOSE_MS}ms` } as CSSProperties;

/** The site's line icon for a confirmation, in place of the library's filled one. */
const icon = ({ type }: Toastify.IconProps) => type === 'success' && <CircleCheck aria-hidden="true" size={22} strokeWidth={2} />;

const loadToaster = once(async (): Promise<typeof Toastify> => {
  const [toastify, { createRoot }] = await Promise.all([importToastify(), import('react-dom/client')]);
  const host = document.createElement('div');
  host.dataset.toasts = '';
  host.dataset.print = 'omit';
  document.body.append(host);
  createRoot(host).render(
    <toastify.ToastContainer
      position="top-right"
      theme="light"
      newestOnTop
      autoClose={AUTO_CLOSE_MS}
      hideProgressBar
      transition={toastify.Slide}
      icon={icon}
      className={styles.container}
      toastClassName={styles.toast}
      progressClassName={styles.progress}
      style={lifetime}
    />,
  );
  return toastify;
});

/**
 * Loads the toast library ahead of need, as a form does when first focused: the connection may be
 * gone by the time the visitor submits, and the 'Successfully Sent!' toast must show all the same.
 */
export function preloadToaster(): void {
  void loadToaster().catch(() => undefined);
}

/** Shows a short confirmation; false when the library could not be loaded (the connection lost). */
export async function showSuccessToast(text: string): Promise<boolean> {
  try {
    const { toast } = await loadToaster();
    toast.success(text);
    return true;
  } catch {
    return false;
  }
}
