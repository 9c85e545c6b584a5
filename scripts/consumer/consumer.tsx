// A sister site's code, type-checked against the published declarations only.
import { Button, Link, RichText, type SanitizedHtml } from '@healthsite/ui';
import { sanitizeRichText } from '@healthsite/ui/sanitize';
import type { SearchIndexService } from '@healthsite/blocks/chrome';
import { createContentClient, anchorSlug, type Page } from '@healthsite/content-client';
import { catalogue, formatDistanceKm, onlinePharmaciesFor } from '@healthsite/finder';
import { PageRenderer } from '@healthsite/blocks';

export const client = createContentClient({ endpoint: 'https://cms.example/content' });
export const slug: string = anchorSlug({ id: 'b1', headline: 'Über uns' });
export const distance: string = formatDistanceKm('1.25');
export const firstVariantPzn: string | undefined = catalogue[0]?.variants[0]?.pzn;
export const shops = onlinePharmaciesFor(firstVariantPzn ?? '', () => 0.5).map((p) => p.url);

const page: Page = {
  id: 'p',
  urlSegment: '/',
  locale: 'de-DE',
  template: 'product',
  theme: 'care',
  similarTo: [],
  alternates: [],
  seo: { title: 'Start' },
  content: [{ id: 'b1', uiComponent: 'CmCopyCenter', headline: 'Hallo' }],
};

// Sanitised where the content arrives (a server loader), rendered anywhere.
export const intro: SanitizedHtml = sanitizeRichText('<p>Willkommen</p>');

export const searchService: SearchIndexService = {
  async loadSearch() {
    const { buildSearchIndex, siteSearchOf } = await import('@healthsite/blocks/search');
    return siteSearchOf(buildSearchIndex([{ path: '/', title: 'Start', text: 'Willkommen' }]));
  },
};

export const Home = () => (
  <>
    <PageRenderer page={page} />
    <RichText html={intro} />
    <Button variant="contained">Suchen</Button>
    <Link href="https://shop.example">Shop</Link>
  </>
);

export { FinderModal } from '@healthsite/finder/react';
