/**
 * The pages the forms move on to after a send, loadable ahead of the move: a form loads its
 * destination when the visitor first focuses it, so the move still works if the connection drops
 * before the submit. The router finds the same modules loaded (pageLoaders.ts).
 */
import { paths } from './paths.ts';
import { homePage, thankYouPage } from './pageLoaders.ts';

const destinations = { [paths.thankYou]: thankYouPage, [paths.home]: homePage };

/** The pages a form may move on to: a new one needs its loader here first. */
export type FormDestination = keyof typeof destinations;

/** Loads the page at `path` (its code and styles); false when it cannot be loaded now (offline). */
export async function loadDestination(path: FormDestination): Promise<boolean> {
  try {
    await destinations[path]();
    return true;
  } catch {
    return false;
  }
}
