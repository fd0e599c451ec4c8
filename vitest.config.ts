import { defineConfig, mergeConfig } from 'vitest/config';
import { viteConfig } from './vite.config.ts';

/**
 * Four suites: `unit` (fast, no build), `dist` (reads the built site in dist/), `browser` (drives
 * Debian's Chromium through playwright-core against dist/ served on 127.0.0.1) and `build`
 * (builds throwaway copies of the project with other content or settings).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['scripts/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
            // The files share their workers' module graph instead of each starting afresh, which
            // halves the suite's time: no file mocks modules, and each undoes what it stubs
            // (timers, globals, env) in its own hooks.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'dist', include: ['tests/built/**/*.test.ts'] } },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // What a page does after a request or a click takes a second or more when two files
            // and their Chromiums share two cores: polls wait up to 5 s, not the default 1 s.
            expect: { poll: { timeout: 5_000 } },
            // One more try for a test that fails: on a loaded two-core machine a browser test now and
            // then misses a moment (a page's timers, a fetch ahead) that it meets on every quiet run.
            // A fault in the site fails both tries; a test that passes on its second shows as
            // "(retry x1)" in the output and in the run's flaky summary, to be looked into.
            retry: 1,
            // Two files at a time: much of a browser test is waiting (the network going idle, an
            // animation), and each file has its own server and Chromium. Only forms.test.ts starts
            // the fake e-mail provider, on its fixed port.
            maxWorkers: 2,
          },
        },
        {
          extends: true,
          test: {
            name: 'build',
            include: ['tests/build/**/*.test.ts'],
            testTimeout: 120_000,
            hookTimeout: 300_000,
            // Two at a time: a build waits on its child processes and the disk part of the time.
            maxWorkers: 2,
          },
        },
      ],
    },
  }),
);
