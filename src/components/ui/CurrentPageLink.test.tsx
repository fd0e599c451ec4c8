import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentPageLink } from './CurrentPageLink.tsx';

const currentAt = (location: string, basename: string | undefined, hrefs: string[]) => {
  const html = renderToString(
    <MemoryRouter initialEntries={[location]} basename={basename}>
      {hrefs.map((href) => (
        <CurrentPageLink key={href} to={href}>
          {href}
        </CurrentPageLink>
      ))}
    </MemoryRouter>,
  );
  return [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)]
    .filter(([, attributes]) => attributes!.includes('aria-current="page"'))
    .map(([, , text]) => text);
};

describe('CurrentPageLink', () => {
  it('marks only the link to the page shown, whatever its trailing slash, under a base path too', () => {
    const hrefs = ['/', '/about', '/blog', '/blog/tag/ai', '/services/data#automation'];
    expect(currentAt('/about/', undefined, hrefs)).toEqual(['/about']);
    expect(currentAt('/', undefined, hrefs)).toEqual(['/']);
    expect(currentAt('/preview/x/blog/tag/ai', '/preview/x', hrefs)).toEqual(['/blog/tag/ai']);
    // A section of a page is not the page.
    expect(currentAt('/services/data', undefined, hrefs)).toEqual([]);
  });
});
