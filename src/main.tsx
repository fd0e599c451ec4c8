import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { setServerContentReader } from './content/resources.ts';
import { startAtNotFoundPage } from './lib/notFoundDocument.ts';
import { routes } from './routes.tsx';

if (import.meta.env.SSR) {
  const { serverContentReader } = await import('./content/serverContent.ts');
  setServerContentReader(serverContentReader);
}

type DataRoutes = Parameters<typeof createBrowserRouter>[0];

/**
 * The pre-renderer gives every route a loader that fetches its "static loader data" manifest,
 * a file listing every page of the site. No route here loads data, so the browser router gets
 * the routes without those loaders: no request per navigation, nothing that grows with content.
 */
function withoutLoaders(routeList: DataRoutes): DataRoutes {
  return routeList.map(
    ({ loader: _unused, ...route }) => ({ ...route, children: route.children && withoutLoaders(route.children) }) as DataRoutes[number],
  );
}

/** On the not-found page served for an unknown address, where the router starts (notFoundDocument.ts). */
const putBackAskedAddress = import.meta.env.SSR ? () => undefined : startAtNotFoundPage(import.meta.env.BASE_URL);

export const createRoot = ViteReactSSG({
  routes,
  basename: import.meta.env.BASE_URL,
  customCreateRouter: (routeList, options) => {
    const router = createBrowserRouter(withoutLoaders(routeList), options);
    putBackAskedAddress();
    return router;
  },
  future: {
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_skipActionErrorRevalidation: true,
  },
});
