export { createContentClient, DEFAULT_MAX_CONTENT_BYTES } from './client';
export type { ContentClient, ContentClientOptions, FetchLike, RefreshResult } from './client';
export { ContentError, isContentError, MESSAGES as CONTENT_ERROR_MESSAGES } from './errors';
export type { ContentErrorCode } from './errors';
export {
  defaultLocales,
  defaultLocaleOf,
  localeFromPath,
  splitLocalePath,
  joinLocalePath,
  normalizePath,
  publicPath,
} from './locales';
export { slugify, anchorSlug } from './slug';
export { htmlToText, decodeEntities } from './html';
export { parseContent } from './parse';
export type { ParsedContent, ParseOptions } from './parse';
export { alternatesOf, similarPages, buildSearchDocuments } from './relations';
export type { HreflangLink, SearchDocumentOptions } from './relations';
export {
  blockSchema,
  imageRefSchema,
  linkSchema,
  pageSchema,
  navItemSchema,
  headingTags,
  imageRatios,
  imageTypes,
} from './schema';
export type {
  Alternate,
  Block,
  ChromeVariant,
  HeadingTag,
  ImageRef,
  LinkRef,
  LocaleCode,
  LocaleConfig,
  Logger,
  NavItem,
  Page,
  PflichttextEntry,
  ResolvedPage,
  SearchDocument,
  Site,
  SiteDefinition,
  SiteProduct,
  Theme,
} from './types';
