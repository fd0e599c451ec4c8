import type { ReactNode } from 'react';
import styles from './Button.module.css';
import { SmartLink } from './SmartLink.tsx';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'light';
  external?: boolean;
  reloadDocument?: boolean;
  className?: string;
}

export function ButtonLink({ href, children, variant = 'primary', external, reloadDocument, className }: ButtonLinkProps) {
  return (
    <SmartLink
      href={href}
      external={external}
      reloadDocument={reloadDocument}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      {children}
    </SmartLink>
  );
}
