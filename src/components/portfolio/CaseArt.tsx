import type { ComponentType } from 'react';
import { CloudAppArt } from './art/CloudAppArt.tsx';
import { DataLakeArt } from './art/DataLakeArt.tsx';
import { SecureCareArt } from './art/SecureCareArt.tsx';
import { SeededCaseArt } from './art/SeededCaseArt.tsx';

/** The drawings made for the published cases; a case added later gets a seeded one. */
const artBySlug: Record<string, ComponentType> = {
  'portfolio-poc-data': DataLakeArt,
  'portfolio-poc-cybersecurity': SecureCareArt,
  'portfolio-poc-app-dev': CloudAppArt,
};

/** The illustration of a case study, decorative (the case's text carries its facts). */
export function CaseArt({ slug }: { slug: string }) {
  const Art = artBySlug[slug];
  return Art ? <Art /> : <SeededCaseArt slug={slug} />;
}
