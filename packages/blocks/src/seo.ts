// `@healthsite/blocks/seo`: what search engines and social networks read from a page, generated from
// its validated blocks: JSON-LD (schema-dts types), Open Graph and Twitter card tags, and the facts
// they are built from. No React; for the server.
export {
  structuredData,
  jsonLdText,
  ARTICLE_TEMPLATES,
  MAX_STRUCTURED_REVIEWS,
  type StructuredDataOptions,
  type ProductFacts,
  type ReviewFacts,
} from './seo/structuredData';
export {
  socialMetaTags,
  openGraphLocale,
  SOCIAL_IMAGE_SIZE,
  type SocialCardOptions,
  type SocialImage,
  type SocialMetaTag,
} from './seo/socialMeta';
export {
  heroImageOf,
  mainHeadlineOf,
  faqItemsOf,
  pageProductOf,
  breadcrumbTrail,
  HERO_BLOCK_TYPES,
  type FaqItem,
  type BreadcrumbItem,
} from './seo/pageFacts';
