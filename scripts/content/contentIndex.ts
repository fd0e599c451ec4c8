/** What the content build produces: the index the site is made from, with every rendered body. */
import type { BlogSummary, CaseMeta, CasePageData, ContentKind, Heading, LegalMeta, PostMeta } from '../../src/content/types.ts';

export interface Body {
  kind: ContentKind;
  slug: string;
  html: string;
  /** Its sections: the ## headings, with their ids (an article's "On this page" list). */
  toc: Heading[];
}

export interface ContentIndex {
  posts: PostMeta[];
  cases: (CaseMeta & CasePageData)[];
  legal: LegalMeta[];
  summary: BlogSummary;
  bodies: Body[];
}
