/**
 * Runs a command once and reports wall time, CPU time and peak memory (GNU time when present),
 * and how much of the machine's CPU the hypervisor took for others meanwhile (steal, on Linux):
 * on a shared virtual machine that varies from run to run, and explains runs that are slow for
 * no reason of their own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Measurement {
  wallSeconds: number;
  /** User + system CPU of the command and its children; undefined without GNU time. */
  cpuSeconds?: number;
  /** Peak resident memory of the largest process, in MB; undefined without GNU time. */
  peakMb?: number;
  /** Share of CPU time stolen by the hypervisor during the run, in percent; undefined off Linux. */
  stealPercent?: number;
}

/** The machine's total and stolen CPU time so far (/proc/stat), or undefined where there is none. */
function cpuTimes(): { total: number; steal: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user)
  return { total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
}

const GNU_TIME = '/usr/bin/time';

/** Runs the command in `cwd`, its output discarded, with `env` added to the environment. */
export async function measure(
  command: string,
  args: string[],
  { cwd, env }: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Measurement> {
  const report = path.join(await mkdtemp(path.join(tmpdir(), 'itah-time-')), 'time.txt');
  try {
    const timed = existsSync(GNU_TIME);
    const [file, argv] = timed ? [GNU_TIME, ['-o', report, '-f', '%U %S %M', command, ...args]] : [command, args];
    const before = cpuTimes();
    const started = performance.now();
    const { status, error } = spawnSync(file, argv, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
    if (error) throw error;
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`);
    const wallSeconds = (performance.now() - started) / 1000;
    const after = cpuTimes();
    const stealPercent =
      before && after && after.total !== before.total ? ((after.steal - before.steal) / (after.total - before.total)) * 100 : undefined;
    if (!timed) return { wallSeconds, stealPercent };
    const [user = NaN, system = NaN, maxKb = NaN] = readFileSync(report, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    return { wallSeconds, cpuSeconds: user + system, peakMb: maxKb / 1024, stealPercent };
  } finally {
    await rm(path.dirname(report), { recursive: true, force: true });
  }
}
