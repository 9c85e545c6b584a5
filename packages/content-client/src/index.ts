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
export {
  sitemapEntries,
  renderSitemap,
  renderSitemapIndex,
  sitemapFiles,
  robotsTxt,
  absoluteUrl,
  SITEMAP_LIMITS,
} from './sitemap';
export type {
  SitemapEntry,
  SitemapAlternate,
  SitemapEntriesOptions,
  SitemapFilesOptions,
  RobotsOptions,
} from './sitemap';
export type { HreflangLink, SearchDocumentOptions } from './relations';
export {
  blockSchema,
  brandFieldSchemas,
  httpUrlSchema,
  imageRefSchema,
  isoDateSchema,
  linkSchema,
  pageSchema,
  navItemSchema,
  headingTags,
  imageRatios,
  imageTypes,
} from './schema';
export { themes } from './types';
export type {
  Alternate,
  Block,
  Brand,
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
