import { createBlockRegistry, type RegisteredBlock } from './blockModule';
import { cmCopyCenterModule } from './CmCopyCenter';
import { cmHighlightModule } from './CmHighlight';
import { cmIntroModule } from './CmIntro';
import { nmAnchorModule } from './NmAnchor';
import { nmFilterModule } from './NmFilter';
import { smStageModule } from './SmStage';
import { smStageSingleModule } from './SmStageSingle';
import { tmApoModule } from './TmApo';
import { tmArticleCollectionModule } from './TmArticleCollection';
import { tmArticleLModule } from './TmArticleL';
import { tmArticleXlModule } from './TmArticleXl';
import { tmSocialModule } from './TmSocial';
import { tmSpeechModule } from './TmSpeech';
import { cmGenericFormModule } from './CmGenericForm';
import { cmNewsletterModule } from './CmNewsletter';
import { cmNewsletterUnsubscribeModule } from './CmNewsletterUnsubscribe';
import { cmRequestFormModule } from './CmRequestForm';
import { tmReviewCreateModule } from './TmReviewCreate';
import { tmReviewsModule } from './TmReviews';
import { smProductHeroModule } from './SmProductHero';
import { tmProductCardsModule } from './TmProductCards';
import { cmProductShowcaseModule } from './CmProductShowcase';
import { cmFormulaShowcaseModule } from './CmFormulaShowcase';
import { cmStatsModule } from './CmStats';
import { cmTabsModule } from './CmTabs';
import { cmAccordionModule } from './CmAccordion';
import { cmDownloadsModule } from './CmDownloads';
import { cmInfographicModule } from './CmInfographic';
import { cmVideoModule } from './CmVideo';

/**
 * Every block type of this package, by `uiComponent`. Adding a block type adds one line here, and
 * one in PageRenderer/blockLoaders.ts (the code-split renderer).
 */
export const defaultBlockRegistry = createBlockRegistry({
  SmStage: smStageModule,
  SmStageSingle: smStageSingleModule,
  CmCopyCenter: cmCopyCenterModule,
  CmHighlight: cmHighlightModule,
  CmIntro: cmIntroModule,
  NmAnchor: nmAnchorModule,
  NmFilter: nmFilterModule,
  TmSpeech: tmSpeechModule,
  TmArticleL: tmArticleLModule,
  TmArticleXl: tmArticleXlModule,
  TmArticleCollection: tmArticleCollectionModule,
  TmApo: tmApoModule,
  TmSocial: tmSocialModule,
  TmReviews: tmReviewsModule,
  TmReviewCreate: tmReviewCreateModule,
  CmNewsletter: cmNewsletterModule,
  CmNewsletterUnsubscribe: cmNewsletterUnsubscribeModule,
  CmRequestForm: cmRequestFormModule,
  CmGenericForm: cmGenericFormModule,
  SmProductHero: smProductHeroModule,
  TmProductCards: tmProductCardsModule,
  CmProductShowcase: cmProductShowcaseModule,
  CmFormulaShowcase: cmFormulaShowcaseModule,
  CmStats: cmStatsModule,
  CmTabs: cmTabsModule,
  CmAccordion: cmAccordionModule,
  CmDownloads: cmDownloadsModule,
  CmInfographic: cmInfographicModule,
  CmVideo: cmVideoModule,
});

/** Discriminated union (on `uiComponent`) of every block the default registry renders. */
export type DefaultBlock = RegisteredBlock<typeof defaultBlockRegistry>;
