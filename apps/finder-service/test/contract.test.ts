// Contract tests (CONTENT-CONTRACT.md §2) over HTTP against the real service, started in-process
// on a free port, through the real client of @healthsite/finder (built: `pnpm --filter
// @healthsite/finder build`).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchLocalPharmacies, type LocalPharmacy } from '@healthsite/finder';
import { slowDelayMs, startFinderService, type FinderService } from '../src/server.ts';

let service: FinderService;

beforeAll(async () => {
  service = await startFinderService();
});
afterAll(async () => {
  await service.close();
});
afterEach(() => {
  service.setScenario('normal');
});

const fields = ['id', 'name', 'street', 'zipcode', 'city', 'lat', 'lon', 'phone', 'distance'];

function expectContractItem(p: LocalPharmacy): void {
  expect(Object.keys(p).sort()).toEqual([...fields].sort());
  expect(p.id).toMatch(/\S/);
  expect(p.name).toMatch(/Apotheke/);
  expect(p.street).toMatch(/\S \d+[a-c]?$/);
  expect(p.zipcode).toMatch(/^\d{5}$/);
  expect(p.city).toMatch(/\S/);
  expect(p.lat).toBeGreaterThan(47);
  expect(p.lat).toBeLessThan(55.2);
  expect(p.lon).toBeGreaterThan(5.8);
  expect(p.lon).toBeLessThan(15.1);
  expect(p.phone).toMatch(/^0\d{2,4} \d{4,5} \d{3}$/);
  expect(p.distance).toMatch(/^\d+\.\d{2}$/);
}

describe('Berlin 10115', () => {
  const lists = new Map<number, LocalPharmacy[]>();

  it.each([5, 10, 15] as const)(
    '%i km: a list sorted by distance, within the radius, with the contract fields',
    async (distance) => {
      const list = await searchLocalPharmacies({ endpoint: service.endpoint, zip: '10115', distance });
      lists.set(distance, list);
      expect(list.length).toBeGreaterThan(50);
      const km = list.map((p) => Number(p.distance));
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(Math.max(...km)).toBeLessThanOrEqual(distance);
      expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
      for (const p of list) expectContractItem(p);
      expect(list.filter((p) => p.city === 'Berlin').length).toBeGreaterThan(list.length / 2);
    },
  );

  it('a wider radius contains the narrower one', () => {
    const [five, ten, fifteen] = [lists.get(5)!, lists.get(10)!, lists.get(15)!];
    expect(ten.length).toBeGreaterThan(five.length);
    expect(fifteen.length).toBeGreaterThan(ten.length);
    const tenIds = new Set(ten.map((p) => p.id));
    expect(five.every((p) => tenIds.has(p.id))).toBe(true);
    expect(
      fifteen
        .slice(0, ten.length)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...tenIds].sort());
  });

  it('answers raw HTTP as the contract says: 200, JSON, and no CORS (no browser calls it)', async () => {
    const res = await fetch(`${service.url}/?zipcode=10115&distance=5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const body = (await res.json()) as unknown[];
    expect(Array.isArray(body)).toBe(true);
    expect(typeof (body[0] as { distance: unknown }).distance).toBe('string');
  });
});

describe('other postcodes', () => {
  it.each(['80331', '20095', '50667', '01067', '60311'])('%s finds pharmacies within 5 km', async (zip) => {
    const list = await searchLocalPharmacies({ endpoint: service.endpoint, zip, distance: 5 });
    expect(list.length).toBeGreaterThan(10);
  });

  it('an unknown postcode gives [] with 200', async () => {
    const res = await fetch(`${service.url}/?zipcode=00000&distance=15`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    await expect(
      searchLocalPharmacies({ endpoint: service.endpoint, zip: '00000', distance: 15 }),
    ).resolves.toEqual([]);
  });
});

describe('bad requests', () => {
  it.each([
    'zipcode=1011&distance=5',
    'zipcode=101155&distance=5',
    'zipcode=1011a&distance=5',
    'distance=5',
    'zipcode=10115&distance=7',
    'zipcode=10115&distance=5.0',
    'zipcode=10115&distance=',
    'zipcode=10115',
  ])('%s → 400 with a JSON error', async (query) => {
    const res = await fetch(`${service.url}/?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('unknown paths → 404, the control endpoint is off by default', async () => {
    expect((await fetch(`${service.url}/nope`)).status).toBe(404);
    expect(
      (await fetch(`${service.url}/__control/scenario`, { method: 'PUT', body: '{"scenario":"slow"}' }))
        .status,
    ).toBe(404);
  });

  it('answers no CORS preflight: a browser page cannot use it', async () => {
    const res = await fetch(service.endpoint, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reports health', async () => {
    const res = await fetch(`${service.url}/health`);
    expect(await res.json()).toEqual({
      status: 'ok',
      scenario: 'normal',
      pharmacies: 18000,
      postcodes: expect.any(Number),
    });
  });
});

describe('failures give [] through the client', () => {
  const query = { zip: '10115', distance: 5 } as const;

  it('status 500', async () => {
    service.setScenario('status-500');
    expect((await fetch(`${service.url}/?zipcode=10115&distance=5`)).status).toBe(500);
    await expect(searchLocalPharmacies({ endpoint: service.endpoint, ...query })).resolves.toEqual([]);
  });

  it('200 with an object instead of a list', async () => {
    service.setScenario('not-a-list');
    const res = await fetch(`${service.url}/?zipcode=10115&distance=5`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    await expect(searchLocalPharmacies({ endpoint: service.endpoint, ...query })).resolves.toEqual([]);
  });

  it('200 with garbage', async () => {
    service.setScenario('garbage');
    await expect(searchLocalPharmacies({ endpoint: service.endpoint, ...query })).resolves.toEqual([]);
  });

  it('slower than the client time-out', async () => {
    service.setScenario('slow');
    const started = Date.now();
    await expect(
      searchLocalPharmacies({ endpoint: service.endpoint, ...query, timeoutMs: 300 }),
    ).resolves.toEqual([]);
    // Gave up long before the slow answer would have come (not a tight wall-clock bound).
    expect(Date.now() - started).toBeLessThan(slowDelayMs);
  });

  it('network failure: nothing listens on the port', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expect(
      searchLocalPharmacies({ endpoint: `http://127.0.0.1:${port}/`, ...query, timeoutMs: 2000 }),
    ).resolves.toEqual([]);
  });
});

describe('scenario control', () => {
  it('PUT /__control/scenario switches scenarios when enabled', async () => {
    const controlled = await startFinderService({ control: true, scenario: 'status-500' });
    try {
      const put = (body: string) => fetch(`${controlled.url}/__control/scenario`, { method: 'PUT', body });
      expect((await fetch(`${controlled.url}/?zipcode=10115&distance=5`)).status).toBe(500);
      expect((await put('{"scenario":"nope"}')).status).toBe(400);
      expect((await put('not json')).status).toBe(400);
      const ok = await put('{"scenario":"normal"}');
      expect(await ok.json()).toEqual({ scenario: 'normal' });
      expect((await fetch(`${controlled.url}/?zipcode=10115&distance=5`)).status).toBe(200);
    } finally {
      await controlled.close();
    }
  });

  it('refuses the control endpoint to a web page of another origin', async () => {
    const controlled = await startFinderService({ control: true });
    try {
      for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }]) {
        const res = await fetch(`${controlled.url}/__control/scenario`, {
          method: 'PUT',
          headers,
          body: '{"scenario":"status-500"}',
        });
        expect(res.status).toBe(403);
      }
      expect(controlled.scenario()).toBe('normal');
    } finally {
      await controlled.close();
    }
  });

  it('a slow answer in flight does not hold up close()', async () => {
    const slow = await startFinderService({ scenario: 'slow' });
    const pending = fetch(`${slow.url}/?zipcode=10115&distance=5`).catch(() => 'closed');
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await slow.close();
    // close() did not wait for the slow answer.
    expect(Date.now() - started).toBeLessThan(slowDelayMs);
    expect(await pending).toBe('closed');
  });

  it('rejects an unknown scenario at start', async () => {
    // @ts-expect-error not a scenario
    await expect(startFinderService({ scenario: 'chaos' })).rejects.toThrow(RangeError);
  });
});

describe('answer cache', () => {
  it('answers byte for byte the same with the cache off, on, or too small to hold everything', async () => {
    const off = await startFinderService({ cacheBytes: 0 });
    const tiny = await startFinderService({ cacheBytes: 40_000 });
    try {
      for (const query of [
        'zipcode=10115&distance=15',
        'zipcode=10115&distance=5',
        'zipcode=80331&distance=10',
      ]) {
        const bodies = await Promise.all(
          [service, off, tiny, service, tiny].map(async (s) => (await fetch(`${s.url}/?${query}`)).text()),
        );
        expect(new Set(bodies).size).toBe(1);
      }
    } finally {
      await off.close();
      await tiny.close();
    }
  });
});
