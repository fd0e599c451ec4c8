/** changes.json: what the report says, in the shape other tools read. */
import type { WIDTHS } from './capture.ts';
import type { ChangedPage, SiteComparison } from './compareSites.ts';
import type { Region } from './regions.ts';

/** A width's screenshots, as paths relative to the report, and the changed regions' boxes. */
export interface Screenshots {
  before: string;
  after: string;
  diff: string;
  regions: Region[];
}

export type PageScreenshots = Record<`${(typeof WIDTHS)[number]}`, Screenshots>;

export interface ChangedEntry extends ChangedPage {
  /** null for a page over the screenshot limit, and for the feeds and sitemap. */
  screenshots: PageScreenshots | null;
}

export interface Changes {
  base: string;
  head: string;
  /** The address the head was built for (SITE_URL with the base path): where each route lives. */
  site: string;
  added: string[];
  removed: string[];
  changed: ChangedEntry[];
  /**
   * Pages that were due screenshots beyond the limit: changed ones (also in `changed`), and ones
   * whose styles, images or scripts changed, which may or may not look different.
   */
  notScreenshotted: NotScreenshotted[];
  screenshotLimit: number;
  unchanged: number;
}

export interface NotScreenshotted {
  route: string;
  /** Why it was due screenshots. */
  reason: 'changed' | 'styles or images changed' | 'scripts changed';
}

/**
 * The pages to screenshot and those left over: changed ones first, then those whose styles or
 * images changed, then those whose scripts alone did, which seldom change how a page first looks.
 */
export function screenshotPlan(comparison: SiteComparison, isPage: (route: string) => boolean, limit: number) {
  const due: NotScreenshotted[] = [
    ...comparison.changed.filter((page) => isPage(page.route)).map((page) => ({ route: page.route, reason: 'changed' as const })),
    ...comparison.restyled.map((route) => ({ route, reason: 'styles or images changed' as const })),
    ...comparison.rescripted.map((route) => ({ route, reason: 'scripts changed' as const })),
  ];
  return { screenshotted: due.slice(0, limit).map((page) => page.route), notScreenshotted: due.slice(limit) };
}

/** A changed page's screenshots are kept; a page that only may have changed keeps them if it looks different. */
export const keepsScreenshots = (comparison: SiteComparison, route: string, looksDifferent: boolean): boolean =>
  looksDifferent || comparison.changed.some((page) => page.route === route);

export interface ScreenshotResult {
  /** Kept for changed pages, and for those that only may have changed if they look different. */
  screenshots?: PageScreenshots | undefined;
  looksDifferent: boolean;
}

/**
 * The report's content. A page whose styles or scripts changed counts as changed only if its
 * screenshots differ, as unchanged if they are the same, and as neither if it had none.
 */
export function assembleChanges(
  comparison: SiteComparison,
  shots: Map<string, ScreenshotResult>,
  notScreenshotted: NotScreenshotted[],
  about: Pick<Changes, 'base' | 'head' | 'site' | 'screenshotLimit'>,
): Changes {
  const mayLookDifferent = [...comparison.restyled, ...comparison.rescripted];
  const restyledChanged = mayLookDifferent.filter((route) => shots.get(route)?.looksDifferent);
  const restyledSame = mayLookDifferent.filter((route) => shots.get(route)?.looksDifferent === false);
  const changed = [...comparison.changed, ...restyledChanged.map((route) => ({ route, text: { added: [], removed: [] } }))]
    .sort((a, b) => (a.route < b.route ? -1 : 1))
    .map((page) => ({ ...page, screenshots: shots.get(page.route)?.screenshots ?? null }));
  return {
    base: about.base,
    head: about.head,
    site: about.site,
    added: comparison.added,
    removed: comparison.removed,
    changed,
    notScreenshotted,
    screenshotLimit: about.screenshotLimit,
    unchanged: comparison.unchanged.length + restyledSame.length,
  };
}
