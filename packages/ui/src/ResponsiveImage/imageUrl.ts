/**
 * The image contract of the content service: `{src}/{size}-{ratio}` plus `-png` for PNG sources.
 * Pure functions, unit-tested in imageUrl.test.ts.
 */
export const imageSizes = { xs: 320, s: 768, m: 1366, l: 1920, xl: 3840 } as const;
export type ImageSize = keyof typeof imageSizes;
export const imageSizeNames = Object.keys(imageSizes) as ImageSize[];

export const imageRatios = ['16-9', '3-2', '1-1', '1-2'] as const;
export type ImageRatio = (typeof imageRatios)[number];

export const imageTypes = ['jpg', 'png'] as const;
export type ImageType = (typeof imageTypes)[number];

export interface ImageSource {
  /** Base address of the image, without a trailing size segment. */
  src: string;
  ratio: ImageRatio;
  type?: ImageType;
}

export function imageUrl({ src, ratio, type = 'jpg' }: ImageSource, size: ImageSize): string {
  const base = src.replace(/\/+$/, '');
  return `${base}/${size}-${ratio}${type === 'png' ? '-png' : ''}`;
}

/** The srcsets made so far (a page renders the same images on every request). */
const srcSets = new Map<string, string>();

/** Every size of the contract as a `srcset` (width descriptors), made once per source. */
export function imageSrcSet(source: ImageSource): string {
  const key = `${source.ratio} ${source.type ?? 'jpg'} ${source.src}`;
  let srcSet = srcSets.get(key);
  if (srcSet === undefined) {
    srcSet = imageSizeNames.map((size) => `${imageUrl(source, size)} ${imageSizes[size]}w`).join(', ');
    // Content that changes cannot grow it for ever.
    if (srcSets.size >= 500) srcSets.clear();
    srcSets.set(key, srcSet);
  }
  return srcSet;
}

type Dimensions = Readonly<{ width: number; height: number }>;

/** Width and height of each ratio, worked out once (every image of every render asks). */
const dimensionsOf = new Map<string, Dimensions>();

/** Width / height of a ratio such as `16-9` (width first). */
export function ratioDimensions(ratio: ImageRatio): Dimensions {
  let dimensions = dimensionsOf.get(ratio);
  if (!dimensions) {
    const [width, height] = ratio.split('-').map(Number) as [number, number];
    dimensions = Object.freeze({ width, height });
    dimensionsOf.set(ratio, dimensions);
  }
  return dimensions;
}

/** Intrinsic width and height of the given size, for the img attributes that reserve space. */
export function intrinsicSize(ratio: ImageRatio, size: ImageSize): { width: number; height: number } {
  const { width, height } = ratioDimensions(ratio);
  const w = imageSizes[size];
  return { width: w, height: Math.round((w * height) / width) };
}
