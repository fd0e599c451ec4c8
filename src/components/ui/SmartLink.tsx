import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CurrentPageLink } from './CurrentPageLink.tsx';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Forces a new tab; outside addresses always get one. */
  external?: boolean;
  /** In a menu or list of places: marked aria-current="page" while its page is the one shown. */
  marksCurrent?: boolean;
  /** A full page load rather than the router's: the page and its files are fetched afresh. */
  reloadDocument?: boolean;
  children: ReactNode;
}

const isOutside = (href: string) => /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);

/**
 * One link for every destination: site paths go through the router (so the base path and
 * client-side navigation apply), outside addresses open in a new tab without leaking the opener.
 */
export function SmartLink({ href, external, marksCurrent, reloadDocument, children, ...rest }: SmartLinkProps) {
  if (isOutside(href) || external) {
    const newTab = external || /^(https?:)?\/\//i.test(href);
    return (
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
        {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  if (marksCurrent) {
    return (
      <CurrentPageLink to={href} {...rest}>
        {children}
      </CurrentPageLink>
    );
  }
  return (
    <Link to={href} reloadDocument={reloadDocument} {...rest}>
      {children}
    </Link>
  );
}
