/**
 * Every fixed path of the site, in one place: the router, the menus, the link checker of the
 * content build and the sitemap all read these, so a path is never typed twice.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  quote: '/demo-request',
  blog: '/blog',
  portfolio: '/portfolio',
  thankYou: '/post-req',
  serviceOverview: '/service-details',
  servicesAlias: '/services',
  dataService: '/services/service-data-business-automation',
  appService: '/services/service-app-development',
  cyberService: '/services/service-cybersecurity',
  notFound: '/error-404',
  notFoundFile: '/404',
} as const;

/** Anchors inside pages that menus and articles may target. */
export const anchors = {
  automation: 'automation',
  compliance: 'compliance',
  appModernization: 'app-modernization',
  infrastructure: 'infrastructure-management',
} as const;

export const blogPaths = {
  page: (page: number) => (page <= 1 ? paths.blog : `${paths.blog}/page/${page}`),
  post: (slug: string) => `${paths.blog}/${slug}`,
  category: (slug: string) => `${paths.blog}/category/${slug}`,
  tag: (slug: string) => `${paths.blog}/tag/${slug}`,
};

/** Legal pages and case studies live at the top level under the slug their file declares. */
export const contentPath = (slug: string) => `/${slug}`;
