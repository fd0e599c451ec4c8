/**
 * Screenshots of a built site's pages as a visitor ends up seeing them: served as a static host
 * serves it, in Debian's Chromium, motion reduced, the app started, lazy images and fonts loaded.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { startStaticServer } from '../static-server.ts';
import type { BuiltSite } from './builtSite.ts';

export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** Taller pages are cut here: beyond it a screenshot costs more than a reviewer reads, and the text diff covers the rest. */
const MAX_HEIGHT = 16_000;
/** How long a page may take to start its app (html.hydrated); a page whose app fails is shot as it stands. */
const APP_START_WAIT = 5_000;

export interface ServedSite {
  /** The address of a route (`/blog`) on this server. */
  addressOf(route: string): string;
  close(): void;
}

export async function serveSite(site: BuiltSite): Promise<ServedSite> {
  const server: Server = await startStaticServer({ root: site.root, port: 0, basePath: site.basePath });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { addressOf: (route) => `${origin}${site.basePath}${route.slice(1)}`, close: () => server.close() };
}

export interface Camera {
  shoot(address: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** A tab of the given width that screenshots whole pages, one after another. */
export async function openCamera(browser: Browser, width: Width): Promise<Camera> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return {
    async shoot(address) {
      await page.goto(address, { waitUntil: 'load' });
      await page
        .waitForFunction(() => document.documentElement.classList.contains('hydrated'), undefined, { timeout: APP_START_WAIT })
        .catch(() => undefined);
      const height = await page.evaluate(async () => {
        // A full-page screenshot does not scroll, so images waiting to be scrolled near would stay blank.
        for (const image of document.images) image.loading = 'eager';
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
        return document.documentElement.scrollHeight;
      });
      const clip = { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) };
      return page.screenshot({ fullPage: true, clip, animations: 'disabled' });
    },
    close: () => context.close(),
  };
}
