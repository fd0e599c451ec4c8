import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useIsCurrentPage } from './useIsCurrentPage.ts';

/** A router link to a site path that says aria-current="page" while its page is shown. */
export function CurrentPageLink({ to, ...rest }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  return <Link to={to} aria-current={useIsCurrentPage(to) ? 'page' : undefined} {...rest} />;
}
