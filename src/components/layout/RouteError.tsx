import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './RouteError.module.css';

/** How browsers word a script or stylesheet of the app that could not be fetched (index.html's inline script tells the same failures apart before the app starts). */
const CODE_NOT_FETCHED = /dynamically imported module|Unable to preload CSS|Importing a module script failed/i;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) {
    // Offline, or the site was updated since this tab opened and the old files are gone.
    return CODE_NOT_FETCHED.test(error.message)
      ? 'This page could not be loaded. Check your connection, then load the page again.'
      : error.message;
  }
  return String(error);
}

/** Shown when a page cannot be shown: says what went wrong and offers the way home, or a fresh load of the page. */
export function RouteError() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.box} role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className={styles.detail}>{describe(error)}</p>
      <div className={styles.actions}>
        <ButtonLink href={paths.home}>Go to homepage</ButtonLink>
        {/* A full load, not the router: after an update only a fresh page gets the new files. */}
        <ButtonLink href={pathname + search} variant="secondary" reloadDocument>
          Load this page again
        </ButtonLink>
      </div>
    </div>
  );
}
