import { describe, expect, it } from 'vitest';
import { withBackoff } from '../lib/backoff.ts';

describe('withBackoff', () => {
  it('does not call the CMS again within the window after a failure', async () => {
    let t = 0;
    let calls = 0;
    let status = 500;
    const fetch = withBackoff(
      async () => {
        calls += 1;
        return new Response('', { status });
      },
      3000,
      () => t,
    );
    expect((await fetch('http://cms')).status).toBe(500);
    t = 1000;
    await expect(fetch('http://cms')).rejects.toThrow(/not retrying/);
    expect(calls).toBe(1);
    t = 3000;
    status = 200;
    expect((await fetch('http://cms')).status).toBe(200);
    t = 3001;
    expect((await fetch('http://cms')).status).toBe(200);
    expect(calls).toBe(3);
  });

  it('backs off after a network error too, and passes 304 and 4xx through', async () => {
    let t = 0;
    let fail = true;
    const fetch = withBackoff(
      async () => {
        if (fail) throw new TypeError('fetch failed');
        return new Response(null, { status: 304 });
      },
      3000,
      () => t,
    );
    await expect(fetch('http://cms')).rejects.toThrow('fetch failed');
    fail = false;
    await expect(fetch('http://cms')).rejects.toThrow(/not retrying/);
    t = 5000;
    expect((await fetch('http://cms')).status).toBe(304);
  });
});
