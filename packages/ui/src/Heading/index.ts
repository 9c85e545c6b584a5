export {
  Heading,
  headingTags,
  headingSizes,
  defaultHeadingSize,
  type HeadingProps,
  type HeadingTag,
  type HeadingSize,
} from './Heading';
