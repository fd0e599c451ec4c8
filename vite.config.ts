import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { basePathFromEnv } from './scripts/basePath.ts';
import { siteFinisher } from './scripts/postbuild/index.ts';
import { SITE_SOCIAL_IMAGE } from './scripts/images/names.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

const base = basePathFromEnv();
const outDir = process.env.OUT_DIR ?? 'dist';
const finisher = siteFinisher(path.resolve(outDir), base);

const ssgOptions: ViteReactSSGOptions = {
  entry: 'src/main.tsx',
  // /about → about/index.html: the URL works on every static host without rewrite rules.
  dirStyle: 'nested',
  // Module scripts run once the page is parsed, as they should: vite-react-ssg's client looks for
  // the root container as soon as it runs, and an async entry that is cached, or whose page arrives
  // slowly, runs before the container exists and never hydrates.
  script: 'sync',
  // Fewer pages in flight than the default 20: rendering is synchronous, so more only hold more
  // pages in memory at once.
  concurrency: 4,
  onPageRendered: (route, html) => finisher.onPageRendered(route, html),
  onFinished: () => finisher.onFinished(),
};

/** The configuration the tests share (vitest.config.ts): all but the content plugin, which only `npm run dev` and the build need. */
export const viteConfig: UserConfig = {
  base,
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_SOCIAL_IMAGE__: JSON.stringify(SITE_SOCIAL_IMAGE),
  },
  plugins: [
    react(),
    {
      // The browser bundle gets a small stand-in for react-helmet-async; the pre-renderer keeps
      // the real library, which collects each page's head (see src/lib/head/clientHelmet.tsx).
      name: 'itah:client-head',
      apply: 'build',
      enforce: 'pre',
      resolveId(source, _importer, options) {
        return source === 'react-helmet-async' && !options?.ssr ? path.resolve('src/lib/head/clientHelmet.tsx') : undefined;
      },
    },
  ],
  ssgOptions,
  build: {
    outDir,
    rolldownOptions: {
      // Compile only the modules of a side-effect-free barrel that are used: lucide-react re-exports
      // some 1,600 icons, of which the site uses a few dozen: about 500 modules compiled instead of 2,500.
      experimental: { lazyBarrel: true },
      output: {
        // Every page needs the framework: one file, cached across releases that change only the site's code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run|react-helmet-async|react-fast-compare|shallowequal|invariant|prop-types|vite-react-ssg)[\\/]/,
            },
            {
              // The site's own code and icons that most pages use: one request instead of a dozen of a few hundred bytes each.
              name: 'shared',
              test: /[\\/](src|lucide-react)[\\/]/,
              minShareCount: 6,
            },
          ],
        },
      },
    },
    target: 'es2022',
    cssMinify: true,
  },
};

export default defineConfig({ ...viteConfig, plugins: [...viteConfig.plugins!, contentPlugin({ siteDir: outDir })] });
