import type { CaseMeta } from '../../content/types.ts';
import { CaseArt } from './CaseArt.tsx';

/**
 * The picture of a case: the writer's image when the front matter names one (served under the
 * site's base path), otherwise the case's illustration. Decorative either way: the text beside it
 * carries the facts.
 */
export function CaseMedia({ entry, lazy = false }: { entry: CaseMeta; lazy?: boolean }) {
  if (!entry.image) return <CaseArt slug={entry.slug} />;
  const src = `${import.meta.env.BASE_URL}${entry.image.replace(/^\//, '')}`;
  return <img src={src} alt="" width={640} height={400} loading={lazy ? 'lazy' : undefined} />;
}
