// The namespaces of the blocks' copy (one per block or chrome part that renders strings of its
// own), for a site's `SiteCopy` / `LocaleCopy` of @healthsite/ui: a site adds a locale with
// `localeCopy('fr', fr)` where `fr` satisfies `LocaleCopy<UiCopyNamespaces & BlocksCopyNamespaces>`,
// or rewords a few strings of a namespace.
import type { DownloadsCopy } from '../CmDownloads/copy';
import type { GenericFormCopy } from '../CmGenericForm/copy';
import type { InfographicCopy } from '../CmInfographic/copy';
import type { NewsletterCopy } from '../CmNewsletter/copy';
import type { UnsubscribeCopy } from '../CmNewsletterUnsubscribe/copy';
import type { RequestFormCopy } from '../CmRequestForm/copy';
import type { StatsCopy } from '../CmStats/copy';
import type { TabsCopy } from '../CmTabs/copy';
import type { VideoCopy } from '../CmVideo/copy';
import type { ProductHeroCopy } from '../SmProductHero/copy';
import type { ProductCardsCopy } from '../TmProductCards/copy';
import type { ReviewCreateCopy } from '../TmReviewCreate/copy';
import type { ReviewsCopy } from '../TmReviews/copy';
import type { ChromeCopy } from '../chrome/copy';
import type { ChromeDialogCopy } from '../chrome/dialogCopy';
import type { NewsletterTokenKind, NewsletterTokenPageCopy } from '../chrome/newsletter/NewsletterTokenPage';
import type { SearchPageCopy } from '../chrome/search/searchPageCopy';
import type { FormsCopy } from '../services/forms/copy';
import type { BlocksCopy } from './copy';

export interface BlocksCopyNamespaces {
  blocks: BlocksCopy;
  'blocks.chrome': ChromeCopy;
  'blocks.chromeDialogs': ChromeDialogCopy;
  'blocks.downloads': DownloadsCopy;
  'blocks.forms': FormsCopy;
  'blocks.genericForm': GenericFormCopy;
  'blocks.infographic': InfographicCopy;
  'blocks.newsletter': NewsletterCopy;
  'blocks.newsletterToken': Record<NewsletterTokenKind, NewsletterTokenPageCopy>;
  'blocks.newsletterUnsubscribe': UnsubscribeCopy;
  'blocks.productCards': ProductCardsCopy;
  'blocks.productHero': ProductHeroCopy;
  'blocks.requestForm': RequestFormCopy;
  'blocks.reviewCreate': ReviewCreateCopy;
  'blocks.reviews': ReviewsCopy;
  'blocks.searchPage': SearchPageCopy;
  'blocks.stats': StatsCopy;
  'blocks.tabs': TabsCopy;
  'blocks.video': VideoCopy;
}
