// The start command: configuration errors, the printed address, graceful shutdown.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CONTENT_SCENARIO: '', CONTENT_CONTROL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, out: () => out, err: () => err };
}

describe('src/main.ts', () => {
  it('refuses a bad configuration with one message per value', async () => {
    const run = start({ PORT: 'eighty', CONTENT_SCENARIO: 'chaos' });
    expect(await run.exit).toBe(1);
    expect(run.err()).toContain('content-service: invalid configuration');
    expect(run.err()).toContain('PORT must be a whole number from 0 to 65535, got "eighty".');
    expect(run.err()).toContain('CONTENT_SCENARIO must be one of');
  });

  it('prints its address, serves, and shuts down gracefully on SIGTERM', async () => {
    const run = start({ CONTENT_CONTROL: '1' });
    const deadline = Date.now() + 15_000;
    let match: RegExpMatchArray | null = null;
    while (!match && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      match = run.out().match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
    }
    expect(match, run.err()).not.toBeNull();
    const base = match![1]!;
    expect(run.out()).toContain('control enabled');
    expect(await (await fetch(`${base}/health`)).text()).toBe('ok');
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.out()).toContain('SIGTERM received, shutting down');
  });
});
