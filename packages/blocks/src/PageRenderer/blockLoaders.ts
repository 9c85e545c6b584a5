import type { BlockLoader, BlockLoaders } from './lazyBlocks';

/**
 * The components of every block type of `defaultBlockRegistry`, each behind a dynamic import: the
 * package builds one chunk per block (dist/blocks/<uiComponent>.js), so a page loads only the code
 * of the blocks it shows. No schemas here: the browser gets blocks the server already validated.
 *
 * Adding a block type adds one line here too (a unit test compares the keys with the registry).
 * Each module exports its component under the block type's name (checked by the type below), so
 * the loader picks it by the key: the first-load code carries each name once, not twice.
 */
type BlockComponent = Awaited<ReturnType<BlockLoader>>;

/** Each key's module exports a block component under that key. */
function exportingTheirKeys<
  T extends {
    readonly [Type in keyof T]: () => Promise<{ readonly [Name in Type & string]: BlockComponent }>;
  },
>(modules: T): T {
  return modules;
}

const blockModules = exportingTheirKeys({
  SmStage: () => import('../SmStage/SmStage'),
  SmStageSingle: () => import('../SmStageSingle/SmStageSingle'),
  CmCopyCenter: () => import('../CmCopyCenter/CmCopyCenter'),
  CmHighlight: () => import('../CmHighlight/CmHighlight'),
  CmIntro: () => import('../CmIntro/CmIntro'),
  NmAnchor: () => import('../NmAnchor/NmAnchor'),
  NmFilter: () => import('../NmFilter/NmFilter'),
  TmSpeech: () => import('../TmSpeech/TmSpeech'),
  TmArticleL: () => import('../TmArticleL/TmArticleL'),
  TmArticleXl: () => import('../TmArticleXl/TmArticleXl'),
  TmArticleCollection: () => import('../TmArticleCollection/TmArticleCollection'),
  TmApo: () => import('../TmApo/TmApo'),
  TmSocial: () => import('../TmSocial/TmSocial'),
  TmReviews: () => import('../TmReviews/TmReviews'),
  TmReviewCreate: () => import('../TmReviewCreate/TmReviewCreate'),
  CmNewsletter: () => import('../CmNewsletter/CmNewsletter'),
  CmNewsletterUnsubscribe: () => import('../CmNewsletterUnsubscribe/CmNewsletterUnsubscribe'),
  CmRequestForm: () => import('../CmRequestForm/CmRequestForm'),
  CmGenericForm: () => import('../CmGenericForm/CmGenericForm'),
  SmProductHero: () => import('../SmProductHero/SmProductHero'),
  TmProductCards: () => import('../TmProductCards/TmProductCards'),
  CmProductShowcase: () => import('../CmProductShowcase/CmProductShowcase'),
  CmFormulaShowcase: () => import('../CmFormulaShowcase/CmFormulaShowcase'),
  CmStats: () => import('../CmStats/CmStats'),
  CmTabs: () => import('../CmTabs/CmTabs'),
  CmAccordion: () => import('../CmAccordion/CmAccordion'),
  CmDownloads: () => import('../CmDownloads/CmDownloads'),
  CmInfographic: () => import('../CmInfographic/CmInfographic'),
  CmVideo: () => import('../CmVideo/CmVideo'),
});

export const defaultBlockLoaders: BlockLoaders = Object.fromEntries(
  Object.entries(blockModules).map(([type, load]): [string, BlockLoader] => [
    type,
    () => load().then((module) => (module as unknown as Record<string, BlockComponent>)[type]!),
  ]),
);
