// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('The router could not render this page');
}

async function renderAt(routes: Parameters<typeof createMemoryRouter>[0]): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter(routes);
  await act(async () => createRoot(container).render(<RouterProvider router={router} />));
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('names a thrown error and offers the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await renderAt([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(container.textContent).toContain('The router could not render this page');
    expect(container.querySelector('a[href="/"]')?.textContent).toBe('Go to homepage');
  });

  it('shows the status of an error response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await renderAt([
      {
        path: '/',
        element: <p>never shown</p>,
        errorElement: <RouteError />,
        loader: () => {
          throw new Response('', { status: 503, statusText: 'Service Unavailable' });
        },
      },
    ]);
    expect(container.textContent).toContain('503 Service Unavailable');
  });
});
