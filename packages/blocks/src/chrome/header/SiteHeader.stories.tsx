import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteFor, germanSite } from '../__fixtures__/site';
import { storyLocale } from '../../__fixtures__/storyLocale';
import { SearchFlyout } from '../search/SearchFlyout';
import { germanSearchDocuments } from '../search/fixtures';
import { buildSearchIndex, siteSearchOf } from '../search/searchIndex';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const meta = {
  title: 'Chrome/SiteHeader',
  component: SiteHeader,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The site header from the locale's site definition. Variant `default` or `skjur` (the sub-brand's compact " +
          'dark bar), chosen by `page.chrome ?? definition.header.uiComponent`. Below 64rem of its own width the ' +
          'navigation folds behind a menu button.',
      },
    },
  },
  args: { definition: germanSite, currentPath: '/produkte/care' },
  render: (args: SiteHeaderProps, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <SiteHeader
        {...args}
        definition={siteFor(locale)}
        currentPath={locale === 'en' ? '/en/products/care' : args.currentPath}
        homeHref={locale === 'en' ? '/en' : '/'}
      />
    );
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = (Story: () => React.JSX.Element) => (
  <div style={{ maxWidth: 375, minHeight: 640 }}>
    <Story />
  </div>
);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(within(nav).getByRole('link', { name: 'Produkte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apotheke finden' })).toHaveAttribute('href', '#apofinder');
    // Wide: no menu button (it is display: none, so not in the accessibility tree).
    await expect(canvas.queryByRole('button', { name: 'Menü' })).toBeNull();
  },
};

export const DefaultEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** A submenu is a disclosure: the chevron toggles it, Escape closes it and focus returns to the toggle. */
export const SubmenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Untermenü Produkte' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'LUMEDRA CARE' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
  },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
};

export const Skjur: Story = {
  args: { variant: 'skjur', currentPath: '/produkte/evotears' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-variant="skjur"]')).not.toBeNull();
  },
};

export const SkjurEnglish: Story = { ...Skjur, globals: { locale: 'en' }, play: undefined };

/** Narrow: the menu button is a disclosure (aria-expanded); Escape closes the menu and focus returns. */
export const NarrowMenuOpen: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menü' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav).toBeVisible();
    // The CTA moves into the open menu.
    await expect(canvas.getByRole('link', { name: 'Apotheke finden' })).toBeVisible();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Produkte' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  },
};

/** Escape on the closed search's button is the header's: it closes the open menu. */
export const NarrowEscapeFromSearchButton: Story = {
  decorators: [narrow],
  args: {
    defaultMenuOpen: true,
    actions: (
      <SearchFlyout
        service={{ loadSearch: () => Promise.resolve(siteSearchOf(buildSearchIndex(germanSearchDocuments))) }}
      />
    ),
  },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menü' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    canvas.getByRole('button', { name: 'Suche öffnen' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const NarrowMenuOpenEnglish: Story = {
  globals: { locale: 'en' },
  decorators: [narrow],
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const NarrowSkjurMenuOpen: Story = {
  decorators: [narrow],
  args: { variant: 'skjur', defaultMenuOpen: true, currentPath: '/produkte/evotears' },
};
