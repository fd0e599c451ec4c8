/**
 * The ids the page around a body already holds (layout, sidebar, facts, contents, the startup
 * notice of index.html). A heading given one of them would take its place: links, focus and the
 * startup notice would find the heading instead. tests/built/pages.test.ts checks the list is whole.
 */
export const PAGE_IDS: ReadonlySet<string> = new Set([
  'root',
  'main',
  'site-links',
  'app-not-loaded',
  'cta-heading',
  'toc-heading',
  'case-facts-heading',
  'case-phases-heading',
  'more-cases-heading',
  'sidebar-search',
  'sidebar-categories',
  'sidebar-recent',
  'sidebar-follow',
  'sidebar-tags',
]);
