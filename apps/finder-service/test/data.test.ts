import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { distance as greatCircleKm } from 'geokdbush';
import { formatKm, loadPharmacyData } from '../src/data.ts';

const data = loadPharmacyData();

describe('demo data', () => {
  it('loads ~18,000 pharmacies and the German postcodes in well under a second of CPU time', () => {
    expect(data.size).toBe(18000);
    expect(data.postcodeCount).toBeGreaterThan(8000);
    // CPU time, not wall time: a busy machine stretches the latter, not the work done.
    const before = process.cpuUsage();
    loadPharmacyData();
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeLessThan(1000);
  });

  it('keeps the committed files small', () => {
    for (const file of ['postcodes.tsv.gz', 'pharmacies.tsv.gz']) {
      expect(statSync(new URL(`../data/${file}`, import.meta.url)).size).toBeLessThan(1_000_000);
    }
  });

  it.each([
    ['10115', 15],
    ['80331', 5],
    ['24937', 10],
  ] as const)(
    '%s %i km: exactly the pharmacies within the radius, nearest first, great-circle km',
    (zip, km) => {
      const centre = data.locate(zip)!;
      const hits = data.search(zip, km)!;
      for (const h of hits) {
        expect(Number(h.distance)).toBeCloseTo(greatCircleKm(centre.lon, centre.lat, h.lon, h.lat), 2);
      }
      const { lat, lon } = data.coordinates();
      let inside = 0;
      for (let i = 0; i < lat.length; i++)
        if (greatCircleKm(centre.lon, centre.lat, lon[i]!, lat[i]!) <= km) inside++;
      expect(hits.length).toBe(inside);
      const d = hits.map((h) => Number(h.distance));
      expect(d).toEqual([...d].sort((a, b) => a - b));
    },
  );

  it('formats km with two decimals', () => {
    expect(formatKm(1.254)).toBe('1.25');
    expect(formatKm(0)).toBe('0.00');
    expect(greatCircleKm(13.4, 52.5, 13.4, 52.6)).toBeCloseTo(11.12, 1);
  });

  it('places every postcode in or near Germany, Berlin 10115 near the centre of Berlin', () => {
    const berlin = data.locate('10115')!;
    expect(greatCircleKm(berlin.lon, berlin.lat, 13.405, 52.52)).toBeLessThan(3);
    expect(data.locate('00000')).toBeUndefined();
  });

  it('agrees between the JSON and the object search', () => {
    expect(JSON.parse(data.searchJson('80331', 10)!)).toEqual(data.search('80331', 10));
    expect(data.searchJson('00000', 10)).toBeUndefined();
  });
});

describe('main.ts configuration', () => {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  it('names every bad value and exits 1', () => {
    const run = spawnSync(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: 'abc',
        FINDER_SCENARIO: 'chaos',
        FINDER_CONTROL: 'yes',
        FINDER_CACHE_MB: '-1',
      },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT must be an integer');
    expect(run.stderr).toContain(
      'FINDER_SCENARIO must be one of normal, status-500, not-a-list, slow, garbage',
    );
    expect(run.stderr).toContain('FINDER_CONTROL must be 1');
    expect(run.stderr).toContain('FINDER_CACHE_MB must be an integer');
  });
});
