/**
 * The route table: fixed pages from routes/paths.ts, then the top-level pages of case studies
 * and legal texts from the content index. Every page is its own lazy chunk; dynamic pages export
 * their own getStaticPaths, so the list of posts is read only by the pages that show posts.
 * `entry` lets the pre-renderer link each chunk's CSS into the page's HTML.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { Layout } from './components/layout/Layout.tsx';
import { RouteError } from './components/layout/RouteError.tsx';
import { getTopLevelPages } from './content/index.ts';
import { homePage, thankYouPage } from './routes/formDestinations.ts';
import { paths } from './routes/paths.ts';

const page = (path: string, entry: string, lazy: NonNullable<RouteRecord['lazy']>): RouteRecord => ({
  path: path.replace(/^\//, ''),
  entry,
  lazy,
});

const notFound = (path: string) => page(path, 'src/pages/NotFound/index.tsx', () => import('./pages/NotFound/index.tsx'));
const blogIndex = (path: string) => page(path, 'src/pages/Blog/Index.tsx', () => import('./pages/Blog/Index.tsx'));
const serviceOverview = (path: string) => page(path, 'src/pages/Services/Overview.tsx', () => import('./pages/Services/Overview.tsx'));

const topLevelContent = getTopLevelPages().map(({ slug, kind }) =>
  kind === 'legal'
    ? page(slug, 'src/pages/Legal/index.tsx', () => import('./pages/Legal/index.tsx'))
    : page(slug, 'src/pages/Portfolio/CaseStudy.tsx', () => import('./pages/Portfolio/CaseStudy.tsx')),
);

const pages: RouteRecord[] = [
  { index: true, entry: 'src/pages/Home/index.tsx', lazy: homePage },
  page(paths.about, 'src/pages/About/index.tsx', () => import('./pages/About/index.tsx')),
  page(paths.contact, 'src/pages/Contact/index.tsx', () => import('./pages/Contact/index.tsx')),
  page(paths.quote, 'src/pages/Quote/index.tsx', () => import('./pages/Quote/index.tsx')),
  page(paths.thankYou, 'src/pages/ThankYou/index.tsx', thankYouPage),
  serviceOverview(paths.serviceOverview),
  serviceOverview(paths.servicesAlias),
  page(paths.dataService, 'src/pages/Services/DataService.tsx', () => import('./pages/Services/DataService.tsx')),
  page(paths.appService, 'src/pages/Services/AppService.tsx', () => import('./pages/Services/AppService.tsx')),
  page(paths.cyberService, 'src/pages/Services/CyberService.tsx', () => import('./pages/Services/CyberService.tsx')),
  page(paths.portfolio, 'src/pages/Portfolio/Index.tsx', () => import('./pages/Portfolio/Index.tsx')),
  ...topLevelContent,
  blogIndex(paths.blog),
  blogIndex('/blog/page/:page'),
  page('/blog/category/:category', 'src/pages/Blog/Category.tsx', () => import('./pages/Blog/Category.tsx')),
  page('/blog/tag/:tag', 'src/pages/Blog/Tag.tsx', () => import('./pages/Blog/Tag.tsx')),
  page('/blog/:slug', 'src/pages/Blog/Post.tsx', () => import('./pages/Blog/Post.tsx')),
  notFound(paths.notFound),
  // Pre-rendered as 404/index.html, then moved to 404.html: the page static hosts serve for unknown paths.
  notFound(paths.notFoundFile),
  notFound('*'),
];

export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <Layout />,
    // Only for the frame itself failing: a page's error shows inside the frame (the route below).
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails, such as one whose code could not be fetched offline, keeps the site's
        // header and footer around its error, and with them the way on.
        errorElement: <RouteError />,
        children: pages,
      },
    ],
  },
];
