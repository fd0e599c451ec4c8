import type * as Toastify from 'react-toastify';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';
import { once } from '../../lib/once.ts';

/**
 * Mounts the toast container once, in a root of its own on <body>, so a toast outlives the page it
 * came from when the visitor is taken to the next page (the forms' 'Successfully Sent!').
 * react-toastify, with the styles it injects, loads with the first toast, never with a page.
 */
const importToastify = importAgainAfterFailure(() => import('react-toastify'));

const loadToaster = once(async (): Promise<typeof Toastify> => {
  const [toastify, { createRoot }] = await Promise.all([importToastify(), import('react-dom/client')]);
  const host = document.createElement('div');
  host.dataset.toasts = '';
  host.dataset.print = 'omit';
  document.body.append(host);
  createRoot(host).render(<toastify.ToastContainer position="top-right" theme="light" newestOnTop />);
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
