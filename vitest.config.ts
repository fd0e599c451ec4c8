import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Four suites: `unit` (fast, no build), `dist` (reads the built site in dist/), `browser`
 * (drives Debian's Chromium through playwright-core against dist/ served on 127.0.0.1) and
 * `build` (builds a temporary copy of the project, so it is slow).
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
        {
          extends: true,
          test: { name: 'build', include: ['tests/build/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 300_000 },
        },
      ],
    },
  }),
);
