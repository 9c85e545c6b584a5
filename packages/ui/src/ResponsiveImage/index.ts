export { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
export {
  imageUrl,
  imageSrcSet,
  imageSizes,
  imageSizeNames,
  imageRatios,
  imageTypes,
  intrinsicSize,
  ratioDimensions,
  type ImageSize,
  type ImageRatio,
  type ImageType,
  type ImageSource,
} from './imageUrl';
