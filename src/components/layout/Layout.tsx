import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import interUrl from '../../styles/fonts/inter-latin-wght-400-800.woff2?url';
import { Head } from 'vite-react-ssg';
import '../../styles/global.css';
import '../../styles/patterns.css';
import '../../styles/print.css';
import { organization, webSite } from '../../lib/structuredData.ts';
import { JsonLd } from '../ui/JsonLd.tsx';
import { OutboxRetry } from '../forms/OutboxRetry.tsx';
import { WaitingMessages } from '../forms/WaitingMessages.tsx';
import { useScrollAnimations } from '../motion/useScrollAnimations.ts';
import { FocusOnNewPage } from './FocusOnNewPage.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';
import { NavigationProgress } from './NavigationProgress.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** The frame of every page: skip link, header, the routed page, footer. */
export function Layout() {
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
      <OutboxRetry />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <WaitingMessages />
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
