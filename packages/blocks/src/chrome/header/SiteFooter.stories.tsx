import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteFor, germanSite } from '../__fixtures__/site';
import { storyLocale } from '../../__fixtures__/storyLocale';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';

const meta = {
  title: 'Chrome/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { definition: germanSite, currentPath: '/impressum' },
  render: (args: SiteFooterProps, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <SiteFooter
        {...args}
        definition={siteFor(locale)}
        currentPath={locale === 'en' ? '/en/imprint' : args.currentPath}
        homeHref={locale === 'en' ? '/en' : '/'}
      />
    );
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legal = canvas.getByRole('navigation', { name: 'Rechtliches' });
    await expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(legal).getByRole('link', { name: 'Pflichttexte' })).toHaveAttribute(
      'href',
      '#pflichttexte',
    );
    await expect(canvas.getByText('© 2026 LUMEDRA Pharma GmbH. Alle Rechte vorbehalten.')).toBeVisible();
  },
};

export const DefaultEnglish: Story = { globals: { locale: 'en' } };

export const Skjur: Story = {
  args: { variant: 'skjur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Fußzeile' })).toBeNull();
  },
};

export const SkjurEnglish: Story = { args: { variant: 'skjur' }, globals: { locale: 'en' } };
