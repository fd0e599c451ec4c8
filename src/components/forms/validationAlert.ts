import type SweetAlert from 'sweetalert2';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';
import buttonStyles from '../ui/Button.module.css';
import styles from './validationAlert.module.css';

/**
 * The failed-check alert of the spec: 'Oops!', the form's text and the error icon, one confirm
 * button, closed by Escape or a click outside, no timer, 478 px wide. sweetalert2 (with the styles it
 * injects) loads on the first failed check only. Resolves once the alert is closed; if the library
 * cannot load (connection lost), the inline errors alone remain, which is still a usable form.
 */
const importAlert = importAgainAfterFailure(() => import('sweetalert2'));

export async function showValidationAlert(text: string): Promise<void> {
  let Swal: typeof SweetAlert;
  try {
    Swal = (await importAlert()).default;
  } catch {
    return;
  }
  await Swal.fire({
    title: 'Oops!',
    text,
    icon: 'error',
    width: 478,
    timer: undefined,
    allowEscapeKey: true,
    allowOutsideClick: true,
    showConfirmButton: true,
    showCancelButton: false,
    showDenyButton: false,
    confirmButtonText: 'OK',
    buttonsStyling: false,
    customClass: { popup: styles.popup, title: styles.title, confirmButton: `${buttonStyles.button} ${buttonStyles.primary}` },
    // The form puts focus on its first bad field itself; the library would return it to the button.
    returnFocus: false,
    // Leaves the page's own html/body height alone (the library's default sets height: auto on them).
    heightAuto: false,
  });
}
