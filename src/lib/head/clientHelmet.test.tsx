// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Helmet } from './clientHelmet.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const contents = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('content'));

describe('the client head', () => {
  it("keeps each of a page's repeated meta tags, such as an article's tags, and lets a later head replace the rest", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () =>
      createRoot(container).render(
        <>
          <Helmet>
            <meta property="og:title" content="Site" />
            <meta property="article:tag" content="stale" />
          </Helmet>
          <Helmet>
            <meta property="og:title" content="Article" />
            <meta property="article:tag" content="zero trust" />
            <meta property="article:tag" content="network security" />
            <meta property="article:tag" content="compliance" />
          </Helmet>
        </>,
      ),
    );
    expect(contents('meta[property="og:title"]')).toEqual(['Article']);
    expect(contents('meta[property="article:tag"]')).toEqual(['zero trust', 'network security', 'compliance']);
  });
});
