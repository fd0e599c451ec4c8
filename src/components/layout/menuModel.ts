/** The header's menu tree, built from the site config plus the newest articles of the content. */
import type { CaseMeta, ListedPost } from '../../content/types.ts';
import { blogPaths, contentPath, paths } from '../../routes/paths.ts';
import { siteConfig, type NavLink } from '../../site.config.ts';

export interface MenuNode {
  label: string;
  href?: string;
  external?: boolean;
  /** See NavLink.context. */
  context?: string;
  /** A second line under the label: an article's category. */
  note?: string;
  /** See NavLink.description. */
  description?: string;
  /** A service's link: it leads with its service's icon (the shared pattern-service-link). */
  service?: boolean;
  children?: MenuNode[];
}

const leaf = ({ label, href, external, context, description }: NavLink): MenuNode => ({ label, href, external, context, description });

/** How many of the newest articles the Resources menu previews. */
const PREVIEWED_POSTS = 3;

/** The case a menu link opens, if any: its result says what the case is, where its label names only its practice. */
const withResult = (link: NavLink, cases: readonly CaseMeta[]): MenuNode => {
  const opened = cases.find((entry) => contentPath(entry.slug) === link.href);
  return opened ? { ...leaf(link), description: opened.addedValue } : leaf(link);
};

export function buildMenu(newestPosts: readonly ListedPost[], cases: readonly CaseMeta[]): MenuNode[] {
  const { servicesMenu, resourcesMenu, header } = siteConfig;
  const blogItems = [
    ...newestPosts.slice(0, PREVIEWED_POSTS).map((post) => ({ label: post.title, href: blogPaths.post(post.slug), note: post.category })),
    ...resourcesMenu.blog.items.map(leaf),
  ];
  return [
    {
      label: servicesMenu.label,
      children: [
        ...servicesMenu.items.map(leaf),
        { label: 'All services', href: paths.serviceOverview, description: 'Every practice, and how an engagement runs' },
      ].map((node) => ({ ...node, service: true })),
    },
    {
      label: resourcesMenu.label,
      children: [
        { label: resourcesMenu.portfolio.label, children: resourcesMenu.portfolio.items.map((link) => withResult(link, cases)) },
        { label: resourcesMenu.blog.label, children: blogItems },
      ],
    },
    leaf(header.about),
  ];
}
