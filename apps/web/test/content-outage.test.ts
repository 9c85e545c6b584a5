// Contract: the site keeps serving pages it has already fetched when the CMS goes away, and
// picks up a content edit without a restart. Talks HTTP to the real content-service.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentClient } from '@healthsite/content-client';
import {
  defaultContentDir,
  startContentService,
  type ContentService,
} from '../../content-service/src/server.ts';
import { createPageResolver } from '../app/page.server.ts';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const services: ContentService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close().catch(() => {})));
});

async function siteOn(contentDir?: string) {
  const service = await startContentService({ port: 0, contentDir, log: () => {} });
  services.push(service);
  const client = createContentClient({ endpoint: service.endpoint, revalidateAfterMs: 0, logger: silent });
  return { service, resolve: createPageResolver({ client, siteUrl: 'https://site.test', logger: silent }) };
}

const headlineOf = (r: Awaited<ReturnType<ReturnType<typeof createPageResolver>>>) =>
  r.kind === 'page' ? r.view.page.content[0]?.headline : undefined;

describe('content outage and edits', () => {
  it('keeps serving already fetched pages after the content-service stops', async () => {
    const { service, resolve } = await siteOn();
    const before = await resolve('/produkte/care');
    expect(before.kind === 'page' && before.status).toBe(200);
    await service.close();
    const after = await resolve('/produkte/care');
    expect(after.kind === 'page' && after.status).toBe(200);
    expect(headlineOf(after)).toBe(headlineOf(before));
    const en = await resolve('/en');
    expect(en.kind === 'page' && en.view.locale).toBe('en');
  });

  it('shows an edit made in the CMS on the next request, without a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'healthsite-content-'));
    cpSync(defaultContentDir, dir, { recursive: true });
    const { resolve } = await siteOn(dir);
    const first = await resolve('/');
    const original = headlineOf(first);
    expect(original).toBeTruthy();

    const file = join(dir, 'de-DE', 'pages', 'home.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.content[0].headline = 'Frisch bearbeitet im CMS';
    writeFileSync(file, JSON.stringify(json));

    await expect
      .poll(async () => headlineOf(await resolve('/')), { timeout: 5000 })
      .toBe('Frisch bearbeitet im CMS');
  });
});
