import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';
import buttonStyles from '../ui/Button.module.css';
import { AlertMessage } from './AlertMessage.tsx';
import styles from './validationAlert.module.css';

const importAlert = importAgainAfterFailure(() => import('sweetalert2'));

/** Renders `node` into an element of its own, outside the page, at once: for the library, which takes HTML and elements. */
function renderDetached(node: ReactNode): { element: HTMLDivElement; unmount: () => void } {
  const element = document.createElement('div');
  const root = createRoot(element);
  flushSync(() => root.render(node));
  return { element, unmount: () => root.unmount() };
}

/** Over `card` (the box around `form`), from its left edge (`--alert-left` pads the alert's container), the page scrolled so that the fields start below it. */
function standOverForm(form: HTMLElement, card: DOMRect, popup: HTMLElement): void {
  popup.parentElement?.style.setProperty('--alert-left', `${card.left}px`);
  const below = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + popup.getBoundingClientRect().height + 32;
  window.scrollBy({ top: (form.querySelector('label')?.getBoundingClientRect().top ?? below) - below, behavior: 'instant' });
}

/**
 * The spec's failed-check alert: 'Oops!', the form's text, the error icon, one confirm button, closed by Escape or a click outside, no
 * timer (the library's defaults); under the text, the fields to fix; in the site's colours and icon. sweetalert2 loads on the first
 * failed check only; resolves once the alert is closed; if the library cannot load, the inline errors alone remain, a usable form still.
 */
export async function showValidationAlert(text: string, fields: readonly string[], form: HTMLElement): Promise<void> {
  const Swal = (await importAlert().catch(() => undefined))?.default;
  if (!Swal) return;
  // The site's own line icon, as markup: the library's icon takes HTML.
  const icon = renderDetached(<CircleAlert aria-hidden="true" size={24} strokeWidth={2} />);
  const iconHtml = icon.element.innerHTML;
  icon.unmount();
  const message = renderDetached(<AlertMessage text={text} fields={fields} />);
  // On a wide screen the alert stands over the top of the form's card, as wide as it; elsewhere it rises from the screen's foot.
  const card = window.matchMedia('(min-width: 1024px)').matches ? (form.parentElement ?? form).getBoundingClientRect() : undefined;
  try {
    await Swal.fire({
      title: 'Oops!',
      html: message.element,
      icon: 'error',
      iconHtml,
      iconColor: 'var(--color-danger)',
      position: card ? 'top-start' : 'bottom',
      width: card?.width ?? 478,
      // Once shown, when the alert has its height.
      didOpen: (popup) => card && standOverForm(form, card, popup),
      buttonsStyling: false,
      customClass: {
        container: styles.container,
        popup: styles.popup,
        icon: styles.icon,
        title: styles.title,
        htmlContainer: styles.body,
        actions: styles.actions,
        confirmButton: `${buttonStyles.button} ${buttonStyles.primary}`,
      },
      // The library's default pops the alert up from the middle and spins its icon; this one slides up.
      showClass: { popup: styles.enter, backdrop: 'swal2-backdrop-show', icon: '' },
      hideClass: { popup: styles.leave, backdrop: 'swal2-backdrop-hide', icon: '' },
      // The form puts focus on its first bad field itself; the library would return it to the button.
      returnFocus: false,
      // Leaves the page's own html/body height alone (the library's default sets height: auto on them).
      heightAuto: false,
    });
  } finally {
    message.unmount();
  }
}
