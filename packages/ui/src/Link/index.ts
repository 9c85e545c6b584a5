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
export {
  LinkRouterProvider,
  useLinkRouter,
  clientNavigationTarget,
  followWithRouter,
  type LinkRouter,
  type LinkRouterProviderProps,
  type CurrentLocation,
} from './LinkRouter';
