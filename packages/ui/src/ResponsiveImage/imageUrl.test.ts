import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, intrinsicSize } from './imageUrl';

describe('imageUrl', () => {
  it('builds {src}/{size}-{ratio}', () => {
    expect(imageUrl({ src: 'https://img.example/a/b', ratio: '16-9' }, 'm')).toBe(
      'https://img.example/a/b/m-16-9',
    );
    expect(imageUrl({ src: '/img/x', ratio: '1-2', type: 'jpg' }, 'xs')).toBe('/img/x/xs-1-2');
  });

  it('appends -png for PNG sources', () => {
    expect(imageUrl({ src: '/img/x', ratio: '3-2', type: 'png' }, 'xl')).toBe('/img/x/xl-3-2-png');
  });

  it('does not double a trailing slash', () => {
    expect(imageUrl({ src: '/img/x/', ratio: '1-1' }, 's')).toBe('/img/x/s-1-1');
  });

  it('lists every contract size with its width in the srcset', () => {
    expect(imageSrcSet({ src: '/i', ratio: '16-9' })).toBe(
      '/i/xs-16-9 320w, /i/s-16-9 768w, /i/m-16-9 1366w, /i/l-16-9 1920w, /i/xl-16-9 3840w',
    );
    expect(imageSrcSet({ src: '/i', ratio: '1-1', type: 'png' })).toContain('/i/l-1-1-png 1920w');
  });

  it('gives each source its own srcset when the same images are asked for again', () => {
    const sources = [
      { src: '/i', ratio: '16-9' },
      { src: '/i', ratio: '1-1' },
      { src: '/i', ratio: '1-1', type: 'png' },
      { src: '/j', ratio: '16-9' },
    ] as const;
    const first = sources.map((source) => imageSrcSet(source));
    const again = [...sources]
      .reverse()
      .map((source) => imageSrcSet(source))
      .reverse();
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(sources.length);
    expect(first[2]).toContain('/i/xs-1-1-png 320w');
    expect(first[3]).toContain('/j/xl-16-9 3840w');
  });

  it('computes intrinsic dimensions from the ratio', () => {
    expect(intrinsicSize('16-9', 'm')).toEqual({ width: 1366, height: 768 });
    expect(intrinsicSize('1-2', 'xs')).toEqual({ width: 320, height: 640 });
    expect(intrinsicSize('3-2', 'l')).toEqual({ width: 1920, height: 1280 });
  });
});
