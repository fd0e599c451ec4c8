/**
 * Where each form takes the visitor 3.5 s after a passing check, and how to load that page ahead:
 * a form loads it when first focused, so the move still works if the connection drops before the
 * submit. The route table loads these pages with the same loaders, so the router finds the module
 * the form loaded, and a page whose fetch failed offline is fetched afresh (importAgain.ts) rather
 * than by a full page load that would cut a message's send short.
 */
import type { FormId } from '../lib/forms/formSpecs.ts';
import { importAgainAfterFailure } from '../lib/importAgain.ts';
import { paths } from './paths.ts';

export const thankYouPage = importAgainAfterFailure(() => import('../pages/ThankYou/index.tsx'));
export const homePage = importAgainAfterFailure(() => import('../pages/Home/index.tsx'));

const destinations = { [paths.thankYou]: thankYouPage, [paths.home]: homePage };

export type FormDestination = keyof typeof destinations;

export const destinationOf: Record<FormId, FormDestination> = { contact: paths.thankYou, quote: paths.thankYou, comment: paths.home };

/** Loads the page at `path` (its code and styles); false when it cannot be loaded now (offline). */
export const loadDestination = (path: FormDestination): Promise<boolean> =>
  destinations[path]().then(
    () => true,
    () => false,
  );
