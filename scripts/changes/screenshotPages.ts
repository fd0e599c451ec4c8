/** Each page screenshotted on both sites at each width, and the two screenshots compared. */
import { launchChromium } from '../../tests/browser/chromium.ts';
import type { BuiltSite } from './builtSite.ts';
import { openCamera, serveSite, WIDTHS, type Width } from './capture.ts';
import { comparePictures, type PictureComparison } from './pixelDiff.ts';

export interface WidthPictures extends PictureComparison {
  /** The base's screenshot. */
  before: Buffer;
}

export type PagePictures = Record<Width, WidthPictures>;

/** Screenshots the routes on both sites, the two sides at once, and hands each page's pictures on as they are made. */
export async function screenshotPages(
  base: BuiltSite,
  head: BuiltSite,
  routes: string[],
  onPage: (route: string, pictures: PagePictures) => Promise<void>,
): Promise<void> {
  if (routes.length === 0) return;
  const servers = await Promise.all([serveSite(base), serveSite(head)]);
  const browser = await launchChromium();
  try {
    const cameras = await Promise.all(
      WIDTHS.map(async (width) => [width, await Promise.all(servers.map(() => openCamera(browser, width)))] as const),
    );
    for (const route of routes) {
      const pictures: Partial<PagePictures> = {};
      for (const [width, [baseCamera, headCamera]] of cameras) {
        const [before, after] = await Promise.all([
          baseCamera!.shoot(servers[0].addressOf(route)),
          headCamera!.shoot(servers[1].addressOf(route)),
        ]);
        pictures[width] = { before, ...(await comparePictures(before, after)) };
      }
      await onPage(route, pictures as PagePictures);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}
