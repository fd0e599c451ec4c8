import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Three suites: `unit` (fast, no build), `dist` (reads the built site in dist/) and `browser`
 * (drives Debian's Chromium through playwright-core against dist/ served on 127.0.0.1).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        { extends: true, test: { name: 'unit', include: ['scripts/**/*.test.ts', 'src/**/*.test.{ts,tsx}'] } },
        { extends: true, test: { name: 'dist', include: ['tests/dist/**/*.test.ts'] } },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
