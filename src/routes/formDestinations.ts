/**
 * The pages the forms move on to after a send, loadable ahead of the move. A form loads its
 * destination when the visitor first focuses it, so the move still works if the connection drops
 * before the submit. The route table uses the same loaders, so the router finds them loaded; and
 * the imports live here, with the route table in the app's entry, rather than in the forms' code,
 * where the pre-renderer would link each destination into every page with a form.
 */
import { once } from '../lib/once.ts';
import { paths } from './paths.ts';

export const thankYouPage = once(() => import('../pages/ThankYou/index.tsx'));
export const homePage = once(() => import('../pages/Home/index.tsx'));

const destinations: Record<string, () => Promise<unknown>> = { [paths.thankYou]: thankYouPage, [paths.home]: homePage };

/** Loads the page at `path` (its code and styles); false when it cannot be loaded now (offline). */
export async function loadDestination(path: string): Promise<boolean> {
  try {
    await destinations[path]?.();
    return true;
  } catch {
    return false;
  }
}
