import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector';

const careAlternates = [
  { hreflang: 'de', locale: 'de-DE', path: '/produkte/care' },
  { hreflang: 'en', locale: 'en', path: '/en/products/care' },
  { hreflang: 'x-default', locale: 'de-DE', path: '/produkte/care' },
];

const meta = {
  title: 'Chrome/LanguageSelector',
  component: LanguageSelector,
  args: { locale: 'de-DE', currentPath: '/produkte/care', alternates: careAlternates },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The other locale's link leads to this page's alternate. */
export const WithAlternate: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Sprachauswahl' });
    await expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/products/care',
    );
    await expect(within(nav).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en', currentPath: '/en/products/care' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Language' });
    await expect(within(nav).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/produkte/care',
    );
  },
};

/** Without an alternate the link leads to that locale's home page. */
export const WithoutAlternate: Story = {
  args: { currentPath: '/impressum', alternates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  },
};
