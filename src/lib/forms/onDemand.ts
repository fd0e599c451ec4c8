/**
 * The libraries the forms load on first use: the scripted check (zod), the alert, the toast and
 * the e-mail client. vite-react-ssg writes a modulepreload link for every chunk reachable from a
 * page's chunk, dynamic imports included, so an import() written in a form module would fetch its
 * library with the page. The import() calls therefore live in onDemandLoaders.ts, which only the
 * layout imports (the app's entry chunk, where the pre-renderer stops following imports), and
 * form code reaches them through this registry.
 */
import type * as EmailClient from '@emailjs/browser';
import type * as ReactDomClient from 'react-dom/client';
import type * as Toastify from 'react-toastify';
import type SweetAlert from 'sweetalert2';
import type * as Schemas from './schemas.ts';

export interface OnDemandLoaders {
  checks: () => Promise<typeof Schemas>;
  alert: () => Promise<{ default: typeof SweetAlert }>;
  toast: () => Promise<[typeof Toastify, typeof ReactDomClient]>;
  emailClient: () => Promise<typeof EmailClient>;
}

let loaders: OnDemandLoaders | undefined;

export function registerOnDemand(registered: OnDemandLoaders): void {
  loaders = registered;
}

export function onDemand(): OnDemandLoaders {
  if (!loaders) throw new Error('The on-demand loaders are registered by the layout (OutboxRetry); render forms inside it.');
  return loaders;
}

/** Memoizes a loader; a failed load (connection lost) is forgotten, so the next use tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
