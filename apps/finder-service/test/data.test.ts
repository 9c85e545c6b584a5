import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { distance as greatCircleKm } from 'geokdbush';
import { formatKm, loadPharmacyData } from '../src/data.ts';

const data = loadPharmacyData();

describe('demo data', () => {
  it('loads ~18,000 pharmacies and the German postcodes in well under a second', () => {
    expect(data.size).toBe(18000);
    expect(data.postcodeCount).toBeGreaterThan(8000);
    const fresh = loadPharmacyData();
    expect(fresh.loadMs).toBeLessThan(1000);
  });

  it('keeps the committed files small', () => {
    for (const file of ['postcodes.tsv.gz', 'pharmacies.tsv.gz']) {
      expect(statSync(new URL(`../data/${file}`, import.meta.url)).size).toBeLessThan(1_000_000);
    }
  });

  it('measures distances along the great circle, two decimals', () => {
    const hits = data.search('10115', 5)!;
    const first = hits[0]!;
    // Recompute from the nearest hit and the farthest: both consistent with a single centre.
    expect(Number(first.distance)).toBeLessThanOrEqual(Number(hits.at(-1)!.distance));
    expect(formatKm(1.254)).toBe('1.25');
    expect(formatKm(0)).toBe('0.00');
    expect(greatCircleKm(13.4, 52.5, 13.4, 52.6)).toBeCloseTo(11.12, 1);
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
