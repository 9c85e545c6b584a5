// The social-card images (1200 × 630), cropped from stage images fetched through the image proxy
// from the real content-service stand-in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../../content-service/src/server.ts';
import { createImageProxy, imageOriginsByHost } from '../lib/image-proxy.ts';
import { createSocialImages, socialImagePath } from '../lib/social-image.ts';

let cms: ContentService;
let imageDir: string;
beforeAll(async () => {
  imageDir = await mkdtemp(join(tmpdir(), 'social-image-test-'));
  cms = await startContentService({ port: 0, imageCacheDir: imageDir, log: () => {} });
});
afterAll(async () => {
  await cms.close();
  await rm(imageDir, { recursive: true, force: true });
});

const site = 'http://www.example.test';
const handler = () =>
  createSocialImages({ imageProxy: createImageProxy({ origins: imageOriginsByHost([cms.url]) }) });
const get = (social: (r: Request) => Promise<Response>, path: string) =>
  social(new Request(`${site}${path}`));

describe('socialImagePath', () => {
  it('names the card image of a proxied image, PNG sources too; nothing for other sources', () => {
    expect(socialImagePath('/img/cms.example/images/stage-care')).toBe(
      '/social-image/cms.example/images/stage-care.jpg',
    );
    expect(socialImagePath('/img/cms.example/images/logo/', 'png')).toBe(
      '/social-image/cms.example/images/logo.png.jpg',
    );
    expect(socialImagePath('https://cms.example/images/stage-care')).toBeUndefined();
  });
});

describe('GET /social-image/…', () => {
  it('answers a 1200 × 630 JPEG of the stage image, made once', async () => {
    const social = handler();
    const host = new URL(cms.url).host;
    cms.resetCounts();
    const [first, second] = await Promise.all([
      get(social, `/social-image/${host}/images/stage-care.jpg`),
      get(social, `/social-image/${host}/images/stage-care.jpg`),
    ]);
    expect(first!.status).toBe(200);
    expect(first!.headers.get('content-type')).toBe('image/jpeg');
    expect(first!.headers.get('cache-control')).toBe('public, max-age=604800');
    const meta = await sharp(new Uint8Array(await first!.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(second!.status).toBe(200);
    expect((await get(social, `/social-image/${host}/images/stage-care.jpg`)).status).toBe(200);
    expect(cms.counts().images).toBe(1);
  });

  it('serves nothing for another host, an unknown image or another shape of address', async () => {
    const social = handler();
    const host = new URL(cms.url).host;
    for (const path of [
      '/social-image/evil.example/images/stage-care.jpg',
      `/social-image/${host}/images/stage-care.png`,
      `/social-image/${host}/images/stage-care.jpg?x=1`,
      `/social-image/${host}.jpg`,
    ])
      expect((await get(social, path)).status, path).toBe(404);
    expect((await get(social, `/social-image/${host}/images/not-in-the-content.jpg`)).status).toBe(404);
  });
});
