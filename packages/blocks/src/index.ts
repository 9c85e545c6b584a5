// Public API of @healthsite/blocks. Named exports only.

// Block module contract and registry
export {
  defineBlock,
  createBlockRegistry,
  type BlockModule,
  type BlockProps,
  type BlockRegistry,
  type CheckedRegistry,
  type RegisteredBlock,
  type AnyBlockSchema,
} from './blockModule';
export { defaultBlockRegistry, type DefaultBlock } from './defaultBlockRegistry';
export {
  blockSchema,
  commonBlockFields,
  commonBlockSchema,
  headingTagSchema,
  imageSchema,
  imageRatioSchema,
  linkSchema,
  type CommonBlockFields,
} from './fields';

// Rendering
export {
  prepareBlocks,
  type BlockLogger,
  type PreparedBlock,
  type ReadyBlock,
  type UnknownBlock,
} from './prepareBlocks';
export {
  PageRenderer,
  type PageRendererProps,
  type RenderablePage,
  type RenderMode,
} from './PageRenderer/PageRenderer';
export { usePageBlocks } from './PageRenderer/pageContext';
export { renderWholePage, RENDER_WHOLE_PAGE_ATTRIBUTE } from './PageRenderer/renderWholePage';
export { usePageFilter, useSetPageFilter, type PageFilterState } from './PageRenderer/pageFilter';

// Spacing rules
export {
  spacingBetween,
  neighbourAttributes,
  neighbourRules,
  sectionSpacingRem,
  DEFAULT_SPACING,
  PAGE_START,
  PAGE_END,
  STAGE_TYPES,
  ARTICLE_TYPES,
  THEMED_SURFACE_TYPES,
  type NeighbourRule,
  type Spacing,
  type SpacingSize,
  type DataAttributes,
} from './spacing/spacing';

// Page navigation
export * from './PageNav';

// Copy
export { blocksCopy, useBlocksCopy, type BlocksCopy } from './i18n/copy';
export type { BlocksCopyNamespaces } from './i18n/namespaces';

// Blocks
export * from './SmStage';
export * from './CmCopyCenter';
export * from './NmAnchor';
export * from './NmFilter';
export * from './SmStageSingle';
export * from './CmHighlight';
export * from './CmIntro';
export * from './TmSpeech';
export * from './TmArticleL';
export * from './TmArticleXl';
export * from './TmArticleCollection';
export * from './TmApo';
export * from './TmSocial';

// Site chrome: layout, header/footer, legal-texts modal, search flyout, language selector, store drawer
export * from './chrome';
export * from './chrome/dialogs';
// Server side: sanitises the legal texts (DOMPurify), like prepareBlocks does the blocks' rich text.
export { prepareLegalTexts } from './chrome/legal/prepareLegalTexts';
export { selectableLocales } from './chrome/language/selectableLocales';
export * from './chrome/search';
export * from './chrome/newsletterToken';

// Services (reviews, newsletter, request and generic forms): API contract, HTTP and in-memory
// implementations, ServicesProvider / useServices, the shared form pieces
export * from './services';

// Blocks that talk to the services
export * from './TmReviews';
export * from './TmReviewCreate';
export * from './CmNewsletter';
export * from './CmNewsletterUnsubscribe';
export * from './CmRequestForm';
export * from './CmGenericForm';

// Product, content and media blocks
export * from './SmProductHero';
export * from './TmProductCards';
export * from './CmProductShowcase';
export * from './CmFormulaShowcase';
export * from './CmStats';
export * from './CmTabs';
export * from './CmAccordion';
export * from './CmDownloads';
export * from './CmInfographic';
export * from './CmVideo';

// JSON Schema of the content (published as ./schema/content.schema.json)
export { contentJsonSchema, CONTENT_SCHEMA_ID } from './contentSchema';
