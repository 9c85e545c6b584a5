// Image renditions over HTTP: GET /images/{asset}/{size}-{ratio}[-png].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startHarness, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.cleanup();
});

const sizes = { xs: 320, s: 768, m: 1366, l: 1920, xl: 3840 } as const;
const ratios = { '16-9': 9 / 16, '3-2': 2 / 3, '1-1': 1, '1-2': 2 } as const;

// One test per rendition: each renders one image, so no test's time grows with the list.
const renditions = Object.entries(sizes).flatMap(([size, width]) =>
  Object.entries(ratios).map(([ratio, factor]) => ({ name: `${size}-${ratio}`, width, factor })),
);

describe('GET /images', () => {
  it.each(renditions)(
    'answers $name with a JPEG of the right width and height',
    async ({ name, width, factor }) => {
      const res = await fetch(`${h.service.url}/images/stage-care/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round(width * factor));
    },
  );

  it('answers the -png variant as PNG', async () => {
    const res = await fetch(`${h.service.url}/images/prod-night/s-1-1-png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 768, height: 768 });
  });

  it('is immutable and cacheable, with an ETag and 304', async () => {
    const url = `${h.service.url}/images/stage-home/m-16-9`;
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('draws different assets differently', async () => {
    const a = Buffer.from(await (await fetch(`${h.service.url}/images/stage-care/xs-1-1`)).arrayBuffer());
    const b = Buffer.from(await (await fetch(`${h.service.url}/images/stage-parin/xs-1-1`)).arrayBuffer());
    expect(a.equals(b)).toBe(false);
    const stats = await sharp(a).stats();
    // a picture, not a flat colour
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
  });

  it.each([
    'stage-care/xxl-16-9',
    'stage-care/m-4-3',
    'stage-care/m-16-9-gif',
    'stage-care/m',
    'stage-care/M-16-9',
    'stage-care',
    '..%2Fetc/m-16-9',
    'stage-care/m-16-9/extra',
  ])('answers 404 for /images/%s', async (path) => {
    expect((await fetch(`${h.service.url}/images/${path}`)).status).toBe(404);
  });
});
