import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { germanSite, legalTextsFor, siteFor } from '../__fixtures__/site';
import { storyLocale } from '../../__fixtures__/storyLocale';
import { germanSearchDocuments, englishSearchDocuments } from '../search/fixtures';
import { buildSearchIndex, siteSearchOf } from '../search/searchIndex';
import { ConnectionStatusView, RouteProgressBarView } from '@healthsite/ui';
import { PreviewBanner } from '../preview/PreviewBanner';
import { RelatedPages } from '../related/RelatedPages';
import { legalProducts } from '../legal/legalTexts';
import { SiteLayout, type FinderSlotProps, type SiteLayoutProps } from './SiteLayout';

const searchServices = {
  'de-DE': { loadSearch: () => Promise.resolve(siteSearchOf(buildSearchIndex(germanSearchDocuments))) },
  en: { loadSearch: () => Promise.resolve(siteSearchOf(buildSearchIndex(englishSearchDocuments))) },
};

const alternates = {
  'de-DE': [
    { hreflang: 'de', locale: 'de-DE', path: '/produkte/care' },
    { hreflang: 'en', locale: 'en', path: '/en/products/care' },
    { hreflang: 'x-default', locale: 'de-DE', path: '/produkte/care' },
  ],
  en: [
    { hreflang: 'de', locale: 'de-DE', path: '/produkte/care' },
    { hreflang: 'en', locale: 'en', path: '/en/products/care' },
    { hreflang: 'x-default', locale: 'de-DE', path: '/produkte/care' },
  ],
};

const meta = {
  title: 'Chrome/SiteLayout',
  component: SiteLayout,
  parameters: {
    layout: 'fullscreen',
    // The floating button is fixed to the viewport: photograph the page.
    screenshot: { target: 'page' },
  },
  args: {
    definition: germanSite,
    legalTexts: legalTextsFor('de-DE'),
    locale: 'de-DE',
    currentPath: '/produkte/care',
    page: { theme: 'care' },
  },
  render: (args: SiteLayoutProps, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <SiteLayout
        {...args}
        definition={siteFor(locale)}
        legalTexts={legalTextsFor(locale)}
        locale={locale}
        currentPath={locale === 'en' ? '/en/products/care' : args.currentPath}
        alternates={alternates[locale]}
        searchService={searchServices[locale]}
      >
        {args.children ?? (
          <div style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1.5rem', minHeight: 160 }}>
            <h1 style={{ margin: 0 }}>LUMEDRA CARE</h1>
          </div>
        )}
      </SiteLayout>
    );
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, page, footer and the floating Pflichttexte button (opening it: LegalTextsOpenAndClose). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

/** The floating button opens the legal-texts modal (its code loads then); closing gives focus back. */
export const LegalTextsOpenAndClose: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pflichttexte' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Pflichttexte' });
    await expect(canvas.queryByRole('button', { name: 'Pflichttexte' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The button is back, and so is focus.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pflichttexte' })).toHaveFocus());
  },
};

export const English: Story = { globals: { locale: 'en' } };

/**
 * Texts from a source: the page knows the products, the texts load with the modal's first opening.
 * Offline, the modal stays closed and the button comes back; the next opening loads again.
 */
function sourceOfTexts(locale: 'de-DE' | 'en') {
  const items = legalTextsFor(locale);
  const source = {
    online: false,
    loads: 0,
    products: legalProducts(items),
    load: () => {
      source.loads += 1;
      return source.online ? Promise.resolve(items) : Promise.reject(new Error('offline'));
    },
  };
  return source;
}
// A fresh source each time the story mounts (a replay in Storybook starts offline again).
let offlineAtFirst = sourceOfTexts('de-DE');

export const LegalTextsLoadedOnFirstOpening: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    offlineAtFirst = sourceOfTexts('de-DE');
  },
  render: (args: SiteLayoutProps, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <SiteLayout {...args} definition={siteFor(locale)} locale={locale} legalTexts={offlineAtFirst}>
        <p style={{ padding: '2rem' }}>Seite</p>
      </SiteLayout>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legalButton = () => canvas.getByRole('button', { name: 'Pflichttexte' });
    // Nothing loads with the page.
    await expect(offlineAtFirst.loads).toBe(0);
    // Offline: the opening fails, the modal stays closed and the button comes back.
    await userEvent.click(legalButton());
    await waitFor(() => expect(legalButton()).toBeVisible());
    await expect(offlineAtFirst.loads).toBeGreaterThan(0);
    await expect(screen.queryByRole('dialog')).toBeNull();
    // Back online, the next opening loads the texts.
    offlineAtFirst.online = true;
    await userEvent.click(legalButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pflichttexte' });
    await expect(
      await within(dialog).findByText(/Zur Befeuchtung trockener, gereizter Augen\./),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A page with `chrome: 'skjur'` gets the sub-brand's header and footer. */
export const SkjurPage: Story = {
  args: { page: { chrome: 'skjur', theme: 'evotears' }, currentPath: '/produkte/evotears' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header[data-variant="skjur"]')).not.toBeNull();
    await expect(canvasElement.querySelector('footer[data-variant="skjur"]')).not.toBeNull();
  },
};

/** Without legal texts there is no legal button and no modal. */
export const WithoutLegalTexts: Story = {
  render: (args: SiteLayoutProps) => (
    <SiteLayout {...args} legalTexts={[]}>
      <p style={{ padding: '2rem' }}>Seite</p>
    </SiteLayout>
  ),
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Pflichttexte' })).toBeNull();
  },
};

/** The finder slot as SiteLayout fills it: whether it is open and what it was launched with. */
function FinderSlotProbe({ open, launch }: FinderSlotProps) {
  return (
    <div
      hidden
      data-testid="finder-slot"
      data-open={open}
      data-key={launch.key}
      data-product={launch.product ?? ''}
    />
  );
}

const finderSlot = (canvasElement: HTMLElement) => {
  const slot = within(canvasElement).getByTestId('finder-slot');
  return { open: slot.dataset.open, key: slot.dataset.key, product: slot.dataset.product };
};

/** Finder links in the page: two inside blocks that name a product, one without. */
function FinderLinks() {
  return (
    <div style={{ padding: '2rem' }}>
      <p data-preselect-product=" NIGHT ">
        <a href="#apofinder">Apotheke für NIGHT finden</a>
      </p>
      <p data-preselect-product="GEL">
        <a href="#apofinder">Apotheke für GEL finden</a>
      </p>
      <p>
        <a href="#apofinder">Irgendeine Apotheke finden</a>
      </p>
    </div>
  );
}

/**
 * A `#apofinder` link inside `[data-preselect-product]` opens the finder slot with a new launch key
 * and that product; a link without a product opens it keeping the last launch (the last search).
 */
export const FinderLinkWithProduct: Story = {
  parameters: { screenshot: false },
  render: (args: SiteLayoutProps) => (
    <SiteLayout {...args} renderFinder={(slot) => <FinderSlotProbe {...slot} />}>
      <FinderLinks />
    </SiteLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(finderSlot(canvasElement)).toEqual({ open: 'false', key: '0', product: '' });
    await userEvent.click(canvas.getByRole('link', { name: 'Apotheke für NIGHT finden' }));
    await expect(finderSlot(canvasElement)).toEqual({ open: 'true', key: '1', product: 'NIGHT' });
    // The link did not navigate: the slot opened instead.
    await expect(window.location.hash).not.toBe('#apofinder');
    await userEvent.click(canvas.getByRole('link', { name: 'Irgendeine Apotheke finden' }));
    await expect(finderSlot(canvasElement)).toEqual({ open: 'true', key: '1', product: 'NIGHT' });
    await userEvent.click(canvas.getByRole('link', { name: 'Apotheke für GEL finden' }));
    await expect(finderSlot(canvasElement)).toEqual({ open: 'true', key: '2', product: 'GEL' });
  },
};

/** A finder link whose click another handler already prevented (e.g. a consent layer) does nothing. */
export const FinderLinkPrevented: Story = {
  parameters: { screenshot: false },
  render: (args: SiteLayoutProps) => (
    <div onClickCapture={(event) => event.preventDefault()}>
      <SiteLayout {...args} renderFinder={(slot) => <FinderSlotProbe {...slot} />}>
        <FinderLinks />
      </SiteLayout>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Apotheke für NIGHT finden' }));
    await expect(finderSlot(canvasElement)).toEqual({ open: 'false', key: '0', product: '' });
  },
};

/**
 * A slow client navigation while the connection dropped, as the app shows them: the route
 * progress bar along the top of the window, the connection notice at the bottom centre.
 */
export const WhileNavigatingOffline: Story = {
  render: (args: SiteLayoutProps, context) => (
    <>
      <RouteProgressBarView phase="running" />
      {meta.render(args, context)}
      <ConnectionStatusView state="offline" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Seite wird geladen' })).toHaveAttribute(
      'data-phase',
      'running',
    );
    await expect(canvas.getByText(/^Keine Internetverbindung/)).toBeVisible();
  },
};

export const WhileNavigatingOfflineEnglish: Story = {
  ...WhileNavigatingOffline,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Page is loading' })).toBeVisible();
    await expect(canvas.getByText(/^No internet connection/)).toBeVisible();
  },
};

const relatedPages = {
  'de-DE': [
    {
      path: '/produkte/comod',
      title: 'LUMEDRA COMOD',
      description: 'Der Klassiker ohne Konservierungsmittel.',
    },
    { path: '/produkte/fresh', title: 'LUMEDRA FRESH', description: 'Erfrischt müde Augen.' },
  ],
  en: [
    { path: '/en/products/comod', title: 'LUMEDRA COMOD', description: 'The classic without preservatives.' },
    { path: '/en/products/fresh', title: 'LUMEDRA FRESH', description: 'Refreshes tired eyes.' },
  ],
};

/** An editor's draft preview: the banner above the header; the page ends with its related pages. */
export const DraftPreviewWithRelatedPages: Story = {
  render: (args: SiteLayoutProps, context) => {
    const locale = storyLocale(context.globals);
    return meta.render(
      {
        ...args,
        notice: <PreviewBanner endHref="/api/preview/end?path=%2Fprodukte%2Fcare" locale={locale} />,
        children: (
          <>
            <div style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
              <h1 style={{ margin: 0 }}>LUMEDRA CARE</h1>
            </div>
            <RelatedPages pages={relatedPages[locale]} locale={locale} />
          </>
        ),
      },
      context,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Vorschau' });
    // After the skip link, before the header.
    await expect(banner.compareDocumentPosition(canvas.getByRole('banner'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(
      canvas.getByRole('complementary', { name: 'Das könnte Sie auch interessieren' }),
    ).toBeVisible();
  },
};

export const DraftPreviewWithRelatedPagesEnglish: Story = {
  ...DraftPreviewWithRelatedPages,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Preview' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'You may also be interested in' })).toBeVisible();
  },
};
