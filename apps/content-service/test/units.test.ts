import { describe, expect, it } from 'vitest';
import { labelOf, parseRendition } from '../src/images.ts';
import { absolutizeImages } from '../src/content-store.ts';
import { fileTitle } from '../src/files.ts';

describe('parseRendition', () => {
  it('reads size, ratio and png', () => {
    expect(parseRendition('stage-care', 'xl-1-2-png')).toMatchObject({
      size: 'xl',
      ratio: '1-2',
      png: true,
      width: 3840,
      height: 7680,
    });
    expect(parseRendition('stage-care', 'xs-16-9')).toMatchObject({ width: 320, height: 180, png: false });
    expect(parseRendition('stage-care', 'm-3-2')).toMatchObject({ width: 1366, height: 911 });
  });
  it.each([
    ['stage-care', 'xxl-16-9'],
    ['stage-care', 'm-4-3'],
    ['stage-care', 'm-16-9-jpg'],
    ['../x', 'm-16-9'],
    ['', 'm-16-9'],
  ])('rejects %s/%s', (asset, rendition) => {
    expect(parseRendition(asset, rendition)).toBeUndefined();
  });
});

describe('labelOf / fileTitle', () => {
  it('labels packs by their meaningful words', () => {
    expect(labelOf('stage-care')).toBe('CARE');
    expect(labelOf('stage-dualintense')).toBe('DUAL INTENSE');
    expect(labelOf('stage-evotears-omega')).toBe('EVOTEARS OMEGA');
    expect(labelOf('stage-products')).toBe('');
    expect(fileTitle('lumedra-parin-pos-packungsbeilage')).toBe('LUMEDRA PARIN POS Packungsbeilage');
  });
});

describe('absolutizeImages', () => {
  it('rewrites service-relative image src and /files hrefs only', () => {
    const input = {
      image: { src: '/images/stage-care', alt: 'x' },
      links: [
        { text: 'a', href: '/files/a.pdf' },
        { text: 'b', href: '/produkte' },
      ],
      other: { src: 'https://cdn.example/x.jpg' },
      text: '/images/not-a-src',
    };
    expect(absolutizeImages(input, 'https://cms.example/')).toEqual({
      image: { src: 'https://cms.example/images/stage-care', alt: 'x' },
      links: [
        { text: 'a', href: 'https://cms.example/files/a.pdf' },
        { text: 'b', href: '/produkte' },
      ],
      other: { src: 'https://cdn.example/x.jpg' },
      text: '/images/not-a-src',
    });
  });
});
