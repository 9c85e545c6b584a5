// Contract: the drafts endpoint (`/content/draft`), the CMS's unpublished changes the site shows in
// its draft preview. Same contract as `/content` (ETag/304, scenarios), content visibly different.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SLOW_DELAY_MS } from '../src/server.ts';
import { clientFor, startHarness, type Harness } from './helpers.ts';
import { validate } from './json-schema.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ control: true });
});
afterEach(async () => {
  await h.cleanup();
});

const draftEndpoint = () => `${h.service.endpoint}/draft`;

describe('GET /content/draft', () => {
  it('is the published content with the unpublished changes over it', async () => {
    const published = clientFor(h.service).client;
    const { client: drafts, logger } = clientFor(h.service, { endpoint: draftEndpoint() });
    const home = await drafts.pageByUrl('/');
    expect(home?.page.content[0]?.headline).toBe('Frühling ohne gereizte Augen.');
    expect((await published.pageByUrl('/'))?.page.content[0]?.headline).toBe(
      'Klare Sicht. Entspannte Augen.',
    );
    expect((await drafts.pageByUrl('/en'))?.page.content[0]?.headline).toBe('Spring without irritated eyes.');
    // A page that is not published yet, and every published page that has no draft.
    expect((await drafts.pageByUrl('/ratgeber/augen-und-sport'))?.page.id).toBe('p-article-sport-de');
    expect(await published.pageByUrl('/ratgeber/augen-und-sport')).toBeUndefined();
    const count = (client: typeof drafts) =>
      client.getSites().then((sites) => sites.reduce((n, s) => n + s.pages.length, 0));
    expect(await count(drafts)).toBe((await count(published)) + 1);
    // Valid content for the client, without a warning.
    expect(logger.lines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([]);
    expect(h.service.counts().drafts).toBeGreaterThan(0);
  });

  it('is valid against the published content JSON Schema', async () => {
    const schema = JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../../packages/blocks/schema/content.schema.json', import.meta.url)),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const body = await (await fetch(draftEndpoint())).json();
    expect(validate(schema, body)).toEqual([]);
  });

  it('revalidates with its own ETag, which a draft edit changes', async () => {
    const first = await fetch(draftEndpoint());
    const etag = first.headers.get('etag')!;
    expect(etag).not.toBe((await fetch(h.service.endpoint)).headers.get('etag'));
    expect((await fetch(draftEndpoint(), { headers: { 'if-none-match': etag } })).status).toBe(304);
    const file = join(h.draftsDir, 'de-DE', 'pages', 'home.json');
    const page = JSON.parse(await readFile(file, 'utf8')) as { content: { headline?: string }[] };
    page.content[0]!.headline = 'Noch ein Entwurf.';
    await writeFile(file, JSON.stringify(page));
    const edited = await fetch(draftEndpoint(), { headers: { 'if-none-match': etag } });
    expect(edited.status).toBe(200);
    expect(JSON.stringify(await edited.json())).toContain('Noch ein Entwurf.');
  });

  it('follows the scenario like the published content (status-500, slow)', async () => {
    h.service.setScenario('status-500');
    expect((await fetch(draftEndpoint())).status).toBe(500);
    h.service.setScenario('slow');
    const started = performance.now();
    expect((await fetch(draftEndpoint())).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_DELAY_MS - 50);
  });
});
