import type { BlockLoaders } from './lazyBlocks';

/**
 * The components of every block type of `defaultBlockRegistry`, each behind a dynamic import: the
 * package builds one chunk per block (dist/blocks/<uiComponent>.js), so a page loads only the code
 * of the blocks it shows. No schemas here: the browser gets blocks the server already validated.
 *
 * Adding a block type adds one line here too (a unit test compares the keys with the registry).
 */
export const defaultBlockLoaders: BlockLoaders = {
  SmStage: () => import('../SmStage/SmStage').then((m) => m.SmStage),
  SmStageSingle: () => import('../SmStageSingle/SmStageSingle').then((m) => m.SmStageSingle),
  CmCopyCenter: () => import('../CmCopyCenter/CmCopyCenter').then((m) => m.CmCopyCenter),
  CmHighlight: () => import('../CmHighlight/CmHighlight').then((m) => m.CmHighlight),
  CmIntro: () => import('../CmIntro/CmIntro').then((m) => m.CmIntro),
  NmAnchor: () => import('../NmAnchor/NmAnchor').then((m) => m.NmAnchor),
  NmFilter: () => import('../NmFilter/NmFilter').then((m) => m.NmFilter),
  TmSpeech: () => import('../TmSpeech/TmSpeech').then((m) => m.TmSpeech),
  TmArticleL: () => import('../TmArticleL/TmArticleL').then((m) => m.TmArticleL),
  TmArticleXl: () => import('../TmArticleXl/TmArticleXl').then((m) => m.TmArticleXl),
  TmArticleCollection: () =>
    import('../TmArticleCollection/TmArticleCollection').then((m) => m.TmArticleCollection),
  TmApo: () => import('../TmApo/TmApo').then((m) => m.TmApo),
  TmSocial: () => import('../TmSocial/TmSocial').then((m) => m.TmSocial),
  TmReviews: () => import('../TmReviews/TmReviews').then((m) => m.TmReviews),
  TmReviewCreate: () => import('../TmReviewCreate/TmReviewCreate').then((m) => m.TmReviewCreate),
  CmNewsletter: () => import('../CmNewsletter/CmNewsletter').then((m) => m.CmNewsletter),
  CmNewsletterUnsubscribe: () =>
    import('../CmNewsletterUnsubscribe/CmNewsletterUnsubscribe').then((m) => m.CmNewsletterUnsubscribe),
  CmRequestForm: () => import('../CmRequestForm/CmRequestForm').then((m) => m.CmRequestForm),
  CmGenericForm: () => import('../CmGenericForm/CmGenericForm').then((m) => m.CmGenericForm),
  SmProductHero: () => import('../SmProductHero/SmProductHero').then((m) => m.SmProductHero),
  TmProductCards: () => import('../TmProductCards/TmProductCards').then((m) => m.TmProductCards),
  CmProductShowcase: () => import('../CmProductShowcase/CmProductShowcase').then((m) => m.CmProductShowcase),
  CmFormulaShowcase: () => import('../CmFormulaShowcase/CmFormulaShowcase').then((m) => m.CmFormulaShowcase),
  CmStats: () => import('../CmStats/CmStats').then((m) => m.CmStats),
  CmTabs: () => import('../CmTabs/CmTabs').then((m) => m.CmTabs),
  CmAccordion: () => import('../CmAccordion/CmAccordion').then((m) => m.CmAccordion),
  CmDownloads: () => import('../CmDownloads/CmDownloads').then((m) => m.CmDownloads),
  CmInfographic: () => import('../CmInfographic/CmInfographic').then((m) => m.CmInfographic),
  CmVideo: () => import('../CmVideo/CmVideo').then((m) => m.CmVideo),
};
