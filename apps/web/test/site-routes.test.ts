// The routes the production server and the dev server both mount (lib/site-routes.ts): which
// client the services' rate limit counts, with and without a trusted proxy in front.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/log.ts';
import { parseServicesConfig } from '../lib/services-config.ts';
import { createSiteRoutes, type SiteRoutes } from '../lib/site-routes.ts';

const SITE = 'https://www.example.test';
const work = mkdtempSync(join(tmpdir(), 'healthsite-site-routes-'));
const started: SiteRoutes[] = [];
afterAll(async () => {
  await Promise.all(started.map(({ services }) => services?.stop()));
  rmSync(work, { recursive: true, force: true });
});

async function routesWith(trustProxy: boolean) {
  const problems: string[] = [];
  const services = parseServicesConfig(
    {
      DATA_DIR: mkdtempSync(join(work, 'data-')),
      RATE_LIMIT_PER_CLIENT: '2',
      TRUST_PROXY: trustProxy ? 'on' : 'off',
      // No mail leaves: every post here is refused before one would be written.
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
    problems,
  );
  expect(problems).toEqual([]);
  const site = await createSiteRoutes({
    config: { services, siteUrl: SITE, imageProxy: false, finderEndpoint: 'http://127.0.0.1:9' },
    content: { getSites: async () => [] },
    log: createLogger({ level: 'silent', destination: new Writable({ write: (_c, _e, done) => done() }) }),
    imageOrigins: new Map(),
  });
  started.push(site);
  // As @hono/node-server hands a request over: with the socket it came on.
  return (forwardedFor: string) =>
    site.routes.fetch(
      new Request(`${SITE}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE, 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ email: 'no-address', locale: 'de', privacyAccepted: true }),
      }),
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    );
}

describe('the services behind createSiteRoutes', () => {
  it('count each client behind a trusted proxy by its forwarded address', async () => {
    const post = await routesWith(true);
    expect((await post('203.0.113.7')).status).toBe(400);
    expect((await post('203.0.113.7, 10.0.0.2')).status).toBe(400);
    expect((await post('203.0.113.7')).status).toBe(429);
    // Another visitor behind the same proxy still gets an answer about the input.
    expect((await post('198.51.100.4')).status).toBe(400);
  });

  it('count by the socket when the proxy is not trusted: a forged header changes nothing', async () => {
    const post = await routesWith(false);
    expect((await post('203.0.113.7')).status).toBe(400);
    expect((await post('198.51.100.4')).status).toBe(400);
    expect((await post('192.0.2.99')).status).toBe(429);
  });
});
