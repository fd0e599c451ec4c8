import legal from './generated/legal.json';
import type { LegalMeta } from './types.ts';

export const getLegalPage = (slug: string): LegalMeta | undefined => (legal as LegalMeta[]).find((page) => page.slug === slug);
