export { Link, linkVariants, type LinkProps, type LinkVariant } from './Link';
export {
  linkKind,
  isInternalHref,
  isExternalHref,
  isSafeHref,
  linkAttributes,
  externalLinkRel,
  externalLinkTarget,
  type LinkKind,
} from './linkKind';
