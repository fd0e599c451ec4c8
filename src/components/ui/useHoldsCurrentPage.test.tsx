import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useHoldsCurrentPage } from './useIsCurrentPage.ts';

function Holds({ hrefs }: { hrefs: string[] }) {
  return <>{String(useHoldsCurrentPage(hrefs))}</>;
}

const holdsAt = (location: string, hrefs: string[], basename?: string) =>
  renderToString(
    <MemoryRouter initialEntries={[location]} basename={basename}>
      <Holds hrefs={hrefs} />
    </MemoryRouter>,
  ) === 'true';

describe('useHoldsCurrentPage', () => {
  const resources = ['/portfolio', '/portfolio-poc-data#results', '/blog'];

  it('holds the page shown when a link names it, or a page under it, whatever its slash or #section', () => {
    expect(holdsAt('/portfolio/', resources)).toBe(true);
    expect(holdsAt('/portfolio-poc-data', resources)).toBe(true);
    expect(holdsAt('/blog/key-strategies', resources)).toBe(true);
    expect(holdsAt('/preview/x/blog/page/2', resources, '/preview/x')).toBe(true);
  });

  it('does not hold a page whose path only starts with the same letters, nor every page through the home page', () => {
    expect(holdsAt('/portfolio-poc-app-dev', resources)).toBe(false);
    expect(holdsAt('/about', ['/', '/contact'])).toBe(false);
    expect(holdsAt('/', ['/', '/contact'])).toBe(true);
  });
});
