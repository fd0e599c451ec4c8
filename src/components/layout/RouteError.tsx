import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './RouteError.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when routing itself fails: says what went wrong and offers the way home. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className={styles.box} role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className={styles.detail}>{describe(error)}</p>
      <ButtonLink href={paths.home}>Go to homepage</ButtonLink>
    </div>
  );
}
