import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { basePathFromEnv } from './scripts/basePath.ts';
import { finishBuild } from './scripts/postbuild/index.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

const base = basePathFromEnv();

const ssgOptions: ViteReactSSGOptions = {
  entry: 'src/main.tsx',
  // /about → about/index.html: the URL works on every static host without rewrite rules.
  dirStyle: 'nested',
  script: 'async',
  formatting: 'none',
  onFinished: (outDir) => finishBuild(outDir, base),
};

export default defineConfig({
  base,
  envPrefix: ['VITE_', 'SITE_'],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [react(), contentPlugin()],
  ssgOptions,
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    target: 'es2022',
    cssMinify: true,
  },
});
