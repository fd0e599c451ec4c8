/** The whole comparison of two built sites, from reading them to the report's files. */
import { readBuiltSite } from './builtSite.ts';
import { WIDTHS } from './capture.ts';
import { assembleChanges, keepsScreenshots, screenshotPlan, type Changes, type ScreenshotResult } from './changesJson.ts';
import { compareSites } from './compareSites.ts';
import { screenshotPages } from './screenshotPages.ts';
import { readSettings, settingsDifferences } from './settings.ts';
import { clearReport, writeReport, writeScreenshots } from './writeReport.ts';

export interface BuiltSide {
  /** What the report calls this side: a git ref and its commit, a folder, the working tree. */
  label: string;
  dist: string;
}

export interface ReportRequest {
  base: BuiltSide;
  head: BuiltSide;
  out: string;
  screenshotLimit: number;
}

export async function reportChanges({ base, head, out, screenshotLimit }: ReportRequest): Promise<Changes> {
  const [baseSite, headSite] = await Promise.all([readBuiltSite(base.dist), readBuiltSite(head.dist)]);
  const headSettings = readSettings(headSite);
  const differences = settingsDifferences(readSettings(baseSite), headSettings);
  if (differences.length > 0) {
    throw new Error(`The two sites were built with different settings, so every page would differ:\n  ${differences.join('\n  ')}`);
  }
  const comparison = compareSites(baseSite, headSite);
  const isPage = (route: string) => baseSite.pages.has(route) && headSite.pages.has(route);
  const { screenshotted, notScreenshotted } = screenshotPlan(comparison, isPage, screenshotLimit);
  await clearReport(out);
  const shots = new Map<string, ScreenshotResult>();
  await screenshotPages(baseSite, headSite, screenshotted, async (route, pictures) => {
    const looksDifferent = WIDTHS.some((width) => pictures[width].changedPixels > 0);
    const keep = keepsScreenshots(comparison, route, looksDifferent);
    shots.set(route, { looksDifferent, screenshots: keep ? await writeScreenshots(out, route, pictures) : undefined });
  });
  const changes = assembleChanges(comparison, shots, notScreenshotted, {
    base: base.label,
    head: head.label,
    site: headSettings.SITE_URL!,
    screenshotLimit,
  });
  await writeReport(out, changes);
  return changes;
}
