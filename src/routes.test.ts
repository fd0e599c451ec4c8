import path from 'node:path';
import type { RouteRecord } from 'vite-react-ssg';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

const withEntries = (records: RouteRecord[]): RouteRecord[] =>
  records.flatMap((record) => [...(record.entry ? [record] : []), ...withEntries(record.children ?? [])]);

describe('the route table', () => {
  // The pre-renderer links a route's CSS from its `entry`: a wrong file would leave that page unstyled
  // until its script loaded, and nothing else would notice.
  it.each(withEntries(routes).map((record) => [record.path ?? '(index)', record] as const))(
    '%s names as its entry the module it loads',
    async (_path, record) => {
      const loaded = (await record.lazy!()) as { Component?: unknown };
      const entry = (await import(/* @vite-ignore */ path.resolve(record.entry!))) as { Component?: unknown };
      expect(loaded.Component).toBeTypeOf('function');
      expect(loaded.Component).toBe(entry.Component);
    },
  );
});
