/**
 * Where each form takes the visitor 3.5 s after a passing check, and how to load that page ahead:
 * a form loads it when first focused, so the move still works if the connection drops before the
 * submit. The router finds the same module loaded.
 */
import type { FormId } from '../lib/forms/formSpecs.ts';
import { paths } from './paths.ts';

const destinations = {
  [paths.thankYou]: () => import('../pages/ThankYou/index.tsx'),
  [paths.home]: () => import('../pages/Home/index.tsx'),
};

export type FormDestination = keyof typeof destinations;

export const destinationOf: Record<FormId, FormDestination> = { contact: paths.thankYou, quote: paths.thankYou, comment: paths.home };

/** Loads the page at `path` (its code and styles); false when it cannot be loaded now (offline). */
export async function loadDestination(path: FormDestination): Promise<boolean> {
  try {
    await destinations[path]();
    return true;
  } catch {
    return false;
  }
}
