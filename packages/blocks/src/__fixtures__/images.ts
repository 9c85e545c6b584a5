// Story fixtures. The content service serves renditions at `{src}/{size}-{ratio}`; a static file
// cannot, so the fixture src ends in a query (`…svg?rendition=`) and every rendition URL
// (`…svg?rendition=/m-16-9`) is the same local file. No network in stories or screenshots.
// `?no-inline` keeps Vite from turning the small SVGs into data: URLs in a static build.
import type { ImageRef } from '@healthsite/content-client';
import landscapeUrl from './stage-landscape.svg?no-inline';
import packshotUrl from './product-packshot.svg?no-inline';

const rendition = (url: string) => `${url}?rendition=`;

export const landscapeImage = (alt: string): ImageRef => ({
  src: rendition(landscapeUrl),
  alt,
  type: 'jpg',
  ratio: '16-9',
});

export const packshotImage = (alt: string): ImageRef => ({
  src: rendition(packshotUrl),
  alt,
  type: 'png',
  ratio: '1-1',
});
