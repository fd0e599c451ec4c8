import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import interUrl from '../../styles/fonts/inter-latin-wght-400-800.woff2?url';
import { Head } from 'vite-react-ssg';
import '../../styles/global.css';
import '../../styles/patterns.css';
import '../../styles/print.css';
import { organization, webSite } from '../../lib/structuredData.ts';
import { JsonLd } from '../ui/JsonLd.tsx';
import { paths } from '../../routes/paths.ts';
import { OutboxNotice } from '../forms/OutboxNotice.tsx';
import { useScrollAnimations } from '../motion/useScrollAnimations.ts';
import { FocusOnNewPage } from './FocusOnNewPage.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';
import { NavigationProgress } from './NavigationProgress.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** The frame of every page: skip link, header, the routed page, footer. */
export function Layout() {
  const { pathname } = useLocation();
  // Marks the moment the page became interactive: scripted effects (scroll animations) scope
  // their hidden start states to html.hydrated, so a page without JavaScript shows everything.
  useEffect(() => document.documentElement.classList.add('hydrated'), []);
  useScrollAnimations();
  return (
    <>
      <a href="#main" className={styles.skip} data-print="omit">
        Skip to content
      </a>
      <NavigationProgress />
      <ScrollToTop />
      <FocusOnNewPage />
      <Head>
        {/* The one font file every page uses: fetched with the page, so text does not reflow when it arrives. */}
        <link rel="preload" as="font" type="font/woff2" href={interUrl} crossOrigin="" />
      </Head>
      <JsonLd data={[organization(import.meta.env.BASE_URL), webSite(import.meta.env.BASE_URL)]} />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* Where the visitor's messages stand; the thank-you page tells it in its own words. A new
            notice for each page, so news that a message arrived is not repeated on the next. */}
        {pathname !== paths.thankYou && (
          <div className="container">
            <OutboxNotice key={pathname} scope="site" />
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
