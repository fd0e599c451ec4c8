import { afterEach, describe, expect, it, vi } from 'vitest';

// The machine running the tests is usually on UTC, where a formatter in local time would pass too:
// each case also runs in zones behind UTC, where such a formatter shows the day before.
const ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago'];
const machineZone = process.env.TZ;

async function formatDateIn(zone: string, isoDate: string) {
  process.env.TZ = zone;
  vi.resetModules();
  const { formatDate } = await import('./dates.ts');
  return formatDate(isoDate);
}

describe('formatDate', () => {
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it.each(
    ZONES.flatMap((zone) => [
      [zone, '2024-07-12', 'July 12, 2024'],
      [zone, '2024-01-01', 'January 1, 2024'],
      [zone, '2024-12-31', 'December 31, 2024'],
    ]),
  )('in %s shows %s as %s', async (zone, iso, shown) => {
    expect(await formatDateIn(zone, iso)).toBe(shown);
  });
});
