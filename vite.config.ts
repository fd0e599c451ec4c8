import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { basePathFromEnv } from './scripts/basePath.ts';
import { bundleDataReady } from './scripts/contentGate.ts';
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
  formatting: 'none',
  // Fewer pages in flight than the default 20: rendering is synchronous, so more only hold more
  // pages in memory at once.
  concurrency: 4,
  onPageRendered: (route, html) => finisher.onPageRendered(route, html),
  onFinished: () => finisher.onFinished(),
};

/** The whole configuration; vitest.config.ts extends it. */
export const viteConfig: UserConfig = {
  base,
  envPrefix: 'VITE_',
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_SOCIAL_IMAGE__: JSON.stringify(SITE_SOCIAL_IMAGE),
  },
  plugins: [
    react(),
    contentPlugin({ siteDir: outDir }),
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
      // some 1,600 icons, of which the site uses a few dozen (2,496 modules compiled before, 472 after).
      experimental: { lazyBarrel: true },
      output: {
        // Every page needs the framework and the shared UI pieces: a few larger files compress
        // better and cost fewer requests than the dozens of tiny chunks automatic splitting makes.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run|react-helmet-async|react-fast-compare|shallowequal|invariant|prop-types|vite-react-ssg)[\\/]/,
            },
            {
              name: 'shared',
              test: /src[\\/](components[\\/](ui|content)|routes[\\/]paths|lib[\\/](dates|urls|titles|structuredData|listeners|connectionBack|forms[\\/](storedOutbox|pageOutbox|deliveryNotices))|site\.config|config[\\/])|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|shared|context)/,
            },
            {
              // What the forms and the outbox both need (the fields and limits, the stored message's
              // shape, the hand-over), which pages without a form never load: left to the bundler,
              // it lands in a chunk named after whichever of its modules comes first. After
              // 'shared', which would otherwise be pulled into it as its modules' own imports.
              name: 'forms',
              test: /src[\\/]lib[\\/]forms[\\/](formSpecs|emailSettings|outboxEntry|formDelivery)\.ts$/,
            },
            {
              // The six services with their icons (home and the services overview): one request
              // instead of the list and five icon chunks of a few hundred bytes each.
              name: 'services',
              test: /src[\\/]components[\\/]services[\\/]services\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](shield-check|badge-check|refresh-ccw|brain-circuit|server|database)\.mjs$/,
            },
          ],
        },
      },
    },
    target: 'es2022',
    cssMinify: true,
  },
};

// Under `npm run build`, this process starts before the content index exists (scripts/contentGate.ts).
export default defineConfig(async () => {
  await bundleDataReady();
  return viteConfig;
});
