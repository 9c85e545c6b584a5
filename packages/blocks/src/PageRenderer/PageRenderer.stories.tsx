import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Block } from '@healthsite/content-client';
import { LocaleProvider, ThemeStyle, defineTheme, localeCopy, type UiCopyNamespaces } from '@healthsite/ui';
import { expect, userEvent, within } from 'storybook/test';
import { packshotImage } from '../__fixtures__/images';
import type { BlocksCopyNamespaces } from '../i18n/namespaces';
import {
  anchorNavBlock,
  copyCenterBlock,
  copyCenterUsageBlock,
  demoPage,
  productStageBlock,
  stageBlock,
} from '../__fixtures__/content';
import { storyLocale } from '../__fixtures__/storyLocale';
import { PageRenderer } from './PageRenderer';

const meta = {
  title: 'Blocks/Page',
  component: PageRenderer,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A whole page from the content service rendered by `PageRenderer`: blocks in order, the spacing ' +
          'table between neighbours, `data-theme` from the page. Storybook passes `mode="development"`, which ' +
          'shows a placeholder for block types the registry does not know.',
      },
    },
  },
  args: { page: demoPage('de-DE'), mode: 'development' },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const page = demoPage(locale, 'default', [
      stageBlock[locale],
      anchorNavBlock[locale],
      copyCenterBlock[locale],
      copyCenterUsageBlock[locale],
    ]);
    return <PageRenderer {...args} page={page} />;
  },
};

/** Page navigation at work: a click moves focus to the section (keyboard and screen-reader users land there too). */
export const PageNavigation: Story = {
  render: Home.render,
  // The click scrolls the page; the layout itself is covered by the Home screenshot.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(2);
    const target = links[1]!.getAttribute('href') ?? '';
    await expect(target).toMatch(/^#(anwendung|how-to-use)$/);
    await userEvent.click(links[1]!);
    await expect(canvasElement.querySelector(target)).toHaveFocus();
  },
};

export const EnglishProductPage: Story = {
  globals: { locale: 'en' },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <PageRenderer
        {...args}
        page={demoPage(locale, 'care', [productStageBlock[locale], copyCenterUsageBlock[locale]])}
      />
    );
  },
};

/** Content the site cannot render: the invalid block is dropped (and logged), the rest renders. */
export const BrokenContent: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const page = demoPage(locale, 'fresh', [
      stageBlock[locale],
      { id: 'unknown-1', uiComponent: 'TmNotYetBuilt', headline: 'Neu im CMS' },
      { id: 'spaced', uiComponent: 'Cm Copy Center', headline: 'Leerzeichen im Typ' },
      // What a misconfigured CMS might send: not a heading tag.
      {
        id: 'broken',
        uiComponent: 'CmCopyCenter',
        headingTag: 'h9',
        headline: 'Ungültiges headingTag',
      } as unknown as Block,
      copyCenterUsageBlock[locale],
    ]);
    return <PageRenderer {...args} page={page} logger={{ warn: () => {} }} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('TmNotYetBuilt');
    await expect(canvas.queryByText('Ungültiges headingTag')).toBeNull();
    await expect(canvas.queryByText('Leerzeichen im Typ')).toBeNull();
  },
};

export const BrokenContentInProduction: Story = {
  ...BrokenContent,
  args: { mode: 'production' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/** A theme the packages do not ship: registered by a site (name + custom properties). */
const mint = defineTheme({
  name: 'sister-mint',
  properties: {
    '--hs-color-primary': '#00664f',
    '--hs-color-primary-foreground': '#ffffff',
    '--hs-color-primary-hover': '#004d3b',
    '--hs-color-primary-soft': '#e0f2ec',
    '--hs-color-accent': '#2fb38a',
    '--hs-radius-md': '1.25rem',
  },
});

/** A locale the packages do not ship: the site's copy for what this page shows. */
const french = localeCopy<UiCopyNamespaces & BlocksCopyNamespaces>('fr', {
  ui: { opensInNewTab: 's’ouvre dans un nouvel onglet' },
  'blocks.productHero': { packSizes: 'Conditionnements', findPharmacy: 'Trouver une pharmacie' },
});

const frenchPage: Block[] = [
  {
    id: 'hero-fr',
    uiComponent: 'SmProductHero',
    topline: 'Pour les yeux secs',
    name: 'NORALIS AQUA',
    title: 'NORALIS<sup>®</sup> AQUA',
    headline: 'Gouttes hydratantes à l’acide hyaluronique',
    copy: '<p>Hydrate durablement, <strong>sans conservateur</strong>.</p>',
    image: packshotImage('Boîte et flacon NORALIS AQUA'),
    packSizes: ['10 ml collyre', '2×10 ml collyre'],
    finderProduct: 'NORALIS AQUA',
  },
  {
    id: 'copy-fr',
    uiComponent: 'CmCopyCenter',
    headline: 'Bon à savoir',
    copy: '<p>Lisez la notice avant la première utilisation.</p>',
    links: [{ text: 'Étude clinique', href: 'https://etude.example/noralis' }],
  },
];

/**
 * Another brand without forking: a third locale (French, `fr`) with the site's own copy, and a theme
 * the site registers (`defineTheme` + `<ThemeStyle>`), rendered by the same packages.
 */
export const AnotherBrand: Story = {
  render: (args) => (
    <LocaleProvider locale="fr" copy={french}>
      <ThemeStyle themes={[mint]} />
      <PageRenderer
        {...args}
        page={{ ...demoPage('de-DE', mint.name, frenchPage), id: 'p-fr', locale: 'fr' }}
      />
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvasElement.querySelector<HTMLElement>('[data-page="p-fr"]')!;
    await expect(page).toHaveAttribute('data-theme', 'sister-mint');
    await expect(getComputedStyle(page).getPropertyValue('--hs-color-primary').trim()).toBe('#00664f');
    const finder = canvas.getByRole('link', { name: 'Trouver une pharmacie' });
    await expect(getComputedStyle(finder).backgroundColor).toBe('rgb(0, 102, 79)');
    await expect(canvas.getByText('Conditionnements')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Étude clinique/ })).toHaveAccessibleName(
      'Étude clinique (s’ouvre dans un nouvel onglet)',
    );
  },
};
