import type { ImgHTMLAttributes, Ref } from 'react';
import { cx } from '../internal/cx';
import {
  imageSrcSet,
  imageUrl,
  intrinsicSize,
  ratioDimensions,
  type ImageRatio,
  type ImageSize,
  type ImageType,
} from './imageUrl';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading'
> {
  /** Base address from the content service (`{src}/{size}-{ratio}[-png]` is built from it). */
  src: string;
  ratio: ImageRatio;
  type?: ImageType;
  /** Required: describe the image, or pass '' for a decorative one. */
  alt: string;
  /** The `sizes` attribute; default full viewport width. */
  sizes?: string;
  /** The fallback `src` size for browsers without srcset; default m (1366). */
  fallbackSize?: ImageSize;
  /** Above-the-fold image: loaded eagerly with high fetch priority. Default lazy. */
  priority?: boolean;
  ref?: Ref<HTMLImageElement>;
}

/** An image from the content service with every contract size in its srcset; space is reserved. */
export function ResponsiveImage({
  src,
  ratio,
  type = 'jpg',
  alt,
  sizes = '100vw',
  fallbackSize = 'm',
  priority = false,
  className,
  style,
  ref,
  ...rest
}: ResponsiveImageProps) {
  const source = { src, ratio, type };
  const { width, height } = intrinsicSize(ratio, fallbackSize);
  const aspect = ratioDimensions(ratio);
  return (
    <img
      {...rest}
      ref={ref}
      className={cx('hs-responsive-image', className)}
      src={imageUrl(source, fallbackSize)}
      srcSet={imageSrcSet(source)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      style={{ aspectRatio: `${aspect.width} / ${aspect.height}`, ...style }}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      data-ratio={ratio}
    />
  );
}
