/**
 * Page modules that code outside the route table loads itself: a form's next page (loaded ahead,
 * formDestinations.ts) and the not-found view an article shows for an unknown slug. The route
 * table uses the same loaders. The imports live here, in the app's entry with the route table,
 * rather than in the pages that use them: the pre-renderer links every chunk a page's own code can
 * import() into that page's HTML, so each of these would load up front on every page using it.
 * (This module must stay in the entry's chunk: should the bundler split it out, say because it
 * shares its importers with some small module the layout imports too, the budget tests fail.)
 */
import { importAgainAfterFailure } from '../lib/importAgain.ts';

export const thankYouPage = importAgainAfterFailure(() => import('../pages/ThankYou/index.tsx'));
export const homePage = importAgainAfterFailure(() => import('../pages/Home/index.tsx'));
export const notFoundPage = importAgainAfterFailure(() => import('../pages/NotFound/index.tsx'));
