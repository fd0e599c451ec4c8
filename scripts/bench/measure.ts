/** Runs a command once and reports wall time, CPU time and peak memory (GNU time when present). */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Measurement {
  wallSeconds: number;
  /** User + system CPU of the command and its children; undefined without GNU time. */
  cpuSeconds?: number;
  /** Peak resident memory of the largest process, in MB; undefined without GNU time. */
  peakMb?: number;
}

const GNU_TIME = '/usr/bin/time';

export async function measure(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean },
): Promise<Measurement> {
  const report = path.join(await mkdtemp(path.join(tmpdir(), 'itah-time-')), 'time.txt');
  const timed = existsSync(GNU_TIME);
  const [file, argv] = timed ? [GNU_TIME, ['-o', report, '-f', '%U %S %M', command, ...args]] : [command, args];
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(file, argv, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? 'ignore' : 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (!timed) return { wallSeconds };
  const [user, system, maxKb] = readFileSync(report, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) as [number, number, number];
  return { wallSeconds, cpuSeconds: user + system, peakMb: maxKb / 1024 };
}
