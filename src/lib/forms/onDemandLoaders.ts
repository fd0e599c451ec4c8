/** Registers the forms' on-demand imports; imported by the layout only (see onDemand.ts for why). */
import { registerOnDemand } from './onDemand.ts';

registerOnDemand({
  checks: () => import('./schemas.ts'),
  alert: () => import('sweetalert2'),
  toast: () => Promise.all([import('react-toastify'), import('react-dom/client')]),
  emailClient: () => import('@emailjs/browser'),
});
