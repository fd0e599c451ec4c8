/**
 * schema.org data for search engines, typed with schema-dts: the organization and website on
 * every page, breadcrumbs where a breadcrumb shows, and a BlogPosting on each article.
 */
import type { BlogPosting, BreadcrumbList, Organization, WebSite, WithContext } from 'schema-dts';
import type { PostMeta } from '../content/types.ts';
import { blogPaths, paths } from '../routes/paths.ts';
import { siteConfig } from '../site.config.ts';
import { absoluteUrl } from './urls.ts';

/** The organization, by its id, wherever another item names it. */
const organizationRef = (basePath: string) => ({ '@id': absoluteUrl('/#organization', basePath) });

export function organization(basePath: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    ...organizationRef(basePath),
    name: siteConfig.brand.name,
    alternateName: siteConfig.brand.longName,
    url: absoluteUrl(paths.home, basePath),
    logo: absoluteUrl('/favicon.svg', basePath),
    email: siteConfig.enquiriesEmail,
    sameAs: siteConfig.social.map((profile) => profile.href),
  };
}

export function webSite(basePath: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: `${siteConfig.brand.name}, ${siteConfig.brand.longName}`,
    url: absoluteUrl(paths.home, basePath),
    inLanguage: 'en-US',
    publisher: organizationRef(basePath),
  };
}

export function breadcrumbList(steps: { name: string; path: string }[], basePath: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path, basePath),
    })),
  };
}

export function blogPosting(post: PostMeta, basePath: string): WithContext<BlogPosting> {
  const url = absoluteUrl(blogPaths.post(post.slug), basePath);
  const publisher = organizationRef(basePath);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    image: absoluteUrl(post.socialImage, basePath),
    url,
    mainEntityOfPage: url,
    articleSection: post.category,
    keywords: post.tags.map((tag) => tag.name).join(', '),
    author: publisher,
    publisher,
    inLanguage: 'en-US',
  };
}

/** JSON for a <script type="application/ld+json">, safe to place inside HTML. */
export const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
