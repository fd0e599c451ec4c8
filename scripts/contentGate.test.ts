import { fork } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { AWAIT_CONTENT_ENV, BUNDLE_DATA_READY, CONTENT_READY } from './contentGate.ts';

const FIXTURE = new URL('./__fixtures__/awaitContent.ts', import.meta.url);

/** Starts the fixture as scripts/build.ts starts the pre-renderer, with an IPC channel. */
function startWaiting(env: Record<string, string>) {
  const child = fork(FIXTURE, { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => (output.includes(text) ? resolve() : setTimeout(check, 20));
      check();
    });
  return { child, exited, output: () => output, said };
}

describe('contentReady', () => {
  it('waits for each of the build’s messages in turn, then lets the process end on its own', async () => {
    const { child, exited, output, said } = startWaiting({ [AWAIT_CONTENT_ENV]: '1' });
    await said('waiting');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(output()).not.toContain('bundle data ready');
    child.send('something else');
    child.send(BUNDLE_DATA_READY);
    await said('bundle data ready');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(output()).not.toContain('content ready');
    child.send(CONTENT_READY);
    const { code, output: text } = await exited;
    expect(code).toBe(0);
    expect(text).toContain('content ready');
  }, 20_000);

  it('fails when the build goes away before the content is ready', async () => {
    const { child, exited, said } = startWaiting({ [AWAIT_CONTENT_ENV]: '1' });
    await said('waiting');
    child.disconnect();
    const { code, output } = await exited;
    expect(code).not.toBe(0);
    expect(output).toContain('the build stopped before the content index was ready');
  }, 20_000);

  it('waits for nothing when not started by the build', async () => {
    const { exited } = startWaiting({ [AWAIT_CONTENT_ENV]: '' });
    const { code, output } = await exited;
    expect(code).toBe(0);
    expect(output).toContain('content ready');
  }, 20_000);
});
