import react from '@vitejs/plugin-react';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { basePathFromEnv } from './scripts/basePath.ts';
import { dropOnDemandLinks } from './scripts/onDemandChunks.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

const ssgOptions: ViteReactSSGOptions = {
  entry: 'src/main.tsx',
  // /about → about/index.html: the URL works on every static host without rewrite rules.
  dirStyle: 'nested',
  script: 'async',
  formatting: 'none',
  // The pre-renderer has no `*` page; the explicit /404 route becomes the 404.html static hosts serve.
  async onFinished(outDir) {
    await rename(path.join(outDir, '404', 'index.html'), path.join(outDir, '404.html'));
    await rm(path.join(outDir, '404'), { recursive: true });
    // Loader data the browser never asks for (see withoutLoaders in src/main.tsx).
    await rm(path.join(outDir, 'static-loader-data'), { recursive: true, force: true });
    for (const file of await readdir(outDir)) {
      if (file.startsWith('static-loader-data-manifest-')) await rm(path.join(outDir, file));
    }
    // Code behind a dynamic import loads on first use, not with every page (scripts/onDemandChunks.ts).
    await dropOnDemandLinks(outDir);
  },
};

export default defineConfig({
  base: basePathFromEnv(),
  envPrefix: ['VITE_', 'SITE_'],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [react(), contentPlugin()],
  ssgOptions,
  build: {
    target: 'es2022',
    cssMinify: true,
  },
});
