/** The header's menu tree, built from the site config plus the newest article of the content. */
import type { PostMeta } from '../../content/types.ts';
import { blogPaths } from '../../routes/paths.ts';
import { siteConfig, type NavLink } from '../../site.config.ts';

export interface MenuNode {
  label: string;
  href?: string;
  external?: boolean;
  /** See NavLink.context. */
  context?: string;
  children?: MenuNode[];
}

const leaf = ({ label, href, external, context }: NavLink): MenuNode => ({ label, href, external, context });

export function buildMenu(newestPost: PostMeta | undefined): MenuNode[] {
  const { servicesMenu, resourcesMenu, header } = siteConfig;
  const blogItems = resourcesMenu.blog.items.map(leaf);
  if (newestPost) blogItems.push({ label: newestPost.title, href: blogPaths.post(newestPost.slug) });
  return [
    { label: servicesMenu.label, children: servicesMenu.items.map(leaf) },
    {
      label: resourcesMenu.label,
      children: [
        { label: resourcesMenu.portfolio.label, children: resourcesMenu.portfolio.items.map(leaf) },
        { label: resourcesMenu.blog.label, children: blogItems },
      ],
    },
    leaf(header.about),
  ];
}
