// Image renditions over HTTP: GET /images/{asset}/{size}-{ratio}[-png].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHarness, type Harness } from './helpers.ts';
import { GENERATOR_VERSION, ImageQueueFullError, createImageStore, parseRendition } from '../src/images.ts';

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
    const res = await fetch(`${h.service.url}/images/stage-night/s-1-1-png`);
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
    // An asset the content does not refer to is never drawn.
    'made-up-asset/m-16-9',
    'stage-care-x/xs-1-1',
  ])('answers 404 for /images/%s', async (path) => {
    expect((await fetch(`${h.service.url}/images/${path}`)).status).toBe(404);
  });

  it('answers 400 for a malformed escape in the path', async () => {
    for (const path of ['/images/stage-care%E0%A4%A/m-16-9', '/files/%ZZ', '/%']) {
      const res = await fetch(`${h.service.url}${path}`);
      expect(res.status, path).toBe(400);
    }
  });

  it('draws a new asset once the content refers to it', async () => {
    const url = `${h.service.url}/images/stage-brand-new/xs-1-1`;
    expect((await fetch(url)).status).toBe(404);
    const file = join(h.contentDir, 'de-DE', 'pages', 'home.json');
    const page = JSON.parse(await readFile(file, 'utf8'));
    page.content[0].image = { src: '/images/stage-brand-new', alt: '' };
    await writeFile(file, JSON.stringify(page));
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('the image store', () => {
  const rendition = (asset: string) => parseRendition(asset, 'xs-1-1')!;

  it('draws a few renditions at a time and refuses more than its queue holds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-store-'));
    try {
      const store = createImageStore({ cacheDir: dir, concurrency: 1, maxQueued: 2 });
      const results = await Promise.allSettled(
        ['a1', 'a2', 'a3', 'a4', 'a5'].map((a) => store.get(rendition(a))),
      );
      // One drawn, two waiting, the other two refused (which ones depends on the disk lookups
      // that run first, in whatever order the file system answers).
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      expect(refused.map((r) => r.reason)).toEqual([
        expect.any(ImageQueueFullError),
        expect.any(ImageQueueFullError),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps its disk cache within its bound, dropping the oldest files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-store-'));
    try {
      // An xs 1:1 JPEG is a few KB: a 12 KB bound keeps the newest two or three.
      const store = createImageStore({ cacheDir: dir, maxDiskBytes: 12 * 1024, maxMemoryBytes: 0 });
      for (const asset of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) await store.get(rendition(asset));
      const folder = join(dir, GENERATOR_VERSION);
      const files = await readdir(folder);
      let total = 0;
      for (const f of files) total += (await stat(join(folder, f))).size;
      expect(total).toBeLessThanOrEqual(12 * 1024);
      expect(files).toContain('b6_xs-1-1.jpg');
      expect(files).not.toContain('b1_xs-1-1.jpg');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
