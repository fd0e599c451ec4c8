import type * as Toastify from 'react-toastify';
import { once } from '../../lib/once.ts';

/**
 * Mounts the toast container once, in a root of its own on <body>, so the toast outlives the form
 * page it came from when the visitor is taken to the next page. react-toastify (with the styles it
 * injects) loads on the first successful submit only.
 */
const loadToaster = once(async (): Promise<typeof Toastify> => {
  const [toastify, { createRoot }] = await Promise.all([import('react-toastify'), import('react-dom/client')]);
  const host = document.createElement('div');
  host.dataset.toasts = 'forms';
  document.body.append(host);
  createRoot(host).render(<toastify.ToastContainer position="top-right" theme="light" newestOnTop />);
  return toastify;
});

/** 'Successfully Sent!', shown at once after a passing check (the spec's flow; the outbox does the rest). */
export async function showSentToast(): Promise<void> {
  try {
    const { toast } = await loadToaster();
    toast.success('Successfully Sent!');
  } catch {
    // Without the library (connection lost) the visitor still reaches the next page, which says where the message is.
  }
}
