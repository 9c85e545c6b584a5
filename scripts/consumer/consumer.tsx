// A sister site's code, type-checked against the published declarations only.
import {
  Button,
  Link,
  LinkRouterProvider,
  LocaleProvider,
  RichText,
  ThemeStyle,
  defineTheme,
  localeCopy,
  type LocaleCopy,
  type SanitizedHtml,
  type UiCopyNamespaces,
} from '@healthsite/ui';
import { sanitizeRichText } from '@healthsite/ui/sanitize';
import type { BlocksCopyNamespaces, SearchIndexService } from '@healthsite/blocks/chrome';
import type { FinderCopyNamespaces } from '@healthsite/finder/react';
import { createContentClient, anchorSlug, type Page } from '@healthsite/content-client';
import { defineFinderCatalogue, formatDistanceKm, onlinePharmaciesFor } from '@healthsite/finder';
import { PageRenderer } from '@healthsite/blocks';

export const client = createContentClient({
  endpoint: 'https://cms.example/content',
  locales: [
    { code: 'de', iso: 'de', name: 'Deutsch', prefix: '' },
    { code: 'fr', iso: 'fr', name: 'Français', prefix: '/fr' },
  ],
  themes: ['mint', 'coral'],
  defaultTheme: 'mint',
});
export const slug: string = anchorSlug({ id: 'b1', headline: 'Über uns' });
export const distance: string = formatDistanceKm('1.25');
export const catalogue = defineFinderCatalogue({
  brand: 'SISTER',
  products: [
    {
      name: 'SISTER CARE',
      title: 'SISTER CARE',
      image: { src: '/care.png', alt: 'SISTER CARE' },
      landscapeFormat: false,
      variants: [{ name: '10 ml', pzn: '18734027' }],
    },
  ],
});
export const firstVariantPzn: string | undefined = catalogue.products[0]?.variants[0]?.pzn;
export const shops = onlinePharmaciesFor(catalogue, firstVariantPzn ?? '', () => 0.5).map((p) => p.url);

export const mint = defineTheme({
  name: 'mint',
  properties: {
    '--hs-color-primary': '#00664f',
    '--hs-color-primary-foreground': '#ffffff',
    '--hs-color-primary-hover': '#004d3b',
    '--hs-color-primary-soft': '#e0f2ec',
    '--hs-color-accent': '#2fb38a',
  },
});

// A third locale's copy, type-checked against every namespace of the packages it names.
type Namespaces = UiCopyNamespaces & BlocksCopyNamespaces & FinderCopyNamespaces;
export const frenchUi: LocaleCopy<Pick<Namespaces, 'ui'>>['ui'] = {
  opensInNewTab: 's’ouvre dans un nouvel onglet',
  loading: 'Chargement …',
  close: 'Fermer',
  previous: 'Précédent',
  next: 'Suivant',
  goToItem: (n, total) => `Afficher l’élément ${n} sur ${total}`,
  ratingRequired: 'Veuillez donner une note',
  starRating: (value, max) => `${value} sur ${max} étoiles`,
  starLabel: (n) => (n === 1 ? '1 étoile' : `${n} étoiles`),
  selectPlaceholder: 'Veuillez choisir',
  pageLoading: 'Chargement de la page',
  pageLoaded: 'Page chargée',
  pageLoadFailed: 'La page n’a pas pu être chargée.',
  offline: 'Pas de connexion Internet. Ce qui est déjà chargé reste disponible.',
  backOnline: 'Vous êtes de nouveau en ligne.',
  offlineTitle: 'Vous êtes hors ligne',
  offlineText:
    'Cette page ne peut pas se charger sans connexion Internet. Réessayez dès que vous êtes de nouveau en ligne.',
  retry: 'Réessayer',
};
export const siteCopy = localeCopy<Namespaces>('fr', {
  ui: frenchUi,
  'finder.ui': { searching: 'Recherche …' },
});

const page: Page = {
  id: 'p',
  urlSegment: '/',
  locale: 'de-DE',
  template: 'product',
  theme: 'mint',
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

export const Home = ({ navigate }: { navigate: (to: string) => void }) => (
  <LinkRouterProvider navigate={navigate}>
    <LocaleProvider locale="fr" copy={siteCopy}>
      <ThemeStyle themes={[mint]} />
      <PageRenderer page={page} />
      <RichText html={intro} />
      <Button variant="contained">Suchen</Button>
      <Link href="https://shop.example">Shop</Link>
    </LocaleProvider>
  </LinkRouterProvider>
);

export { FinderModal } from '@healthsite/finder/react';
