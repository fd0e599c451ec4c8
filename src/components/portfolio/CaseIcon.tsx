import { Code2, Database, ShieldCheck, type LucideIcon } from 'lucide-react';

const iconsBySlug: Record<string, LucideIcon> = {
  'portfolio-poc-data': Database,
  'portfolio-poc-cybersecurity': ShieldCheck,
  'portfolio-poc-app-dev': Code2,
};

/** The line icon of a case's service area (a new case without one gets the app icon). */
export function CaseIcon({ slug, size = 32 }: { slug: string; size?: number }) {
  const Icon = iconsBySlug[slug] ?? Code2;
  return <Icon aria-hidden="true" size={size} strokeWidth={1.75} />;
}
