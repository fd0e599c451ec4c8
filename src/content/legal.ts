import legal from './generated/legal.json';
import type { LegalMeta } from './types.ts';

export const getLegalPages = (): LegalMeta[] => legal as LegalMeta[];

export const getLegalPage = (slug: string): LegalMeta | undefined => getLegalPages().find((page) => page.slug === slug);
