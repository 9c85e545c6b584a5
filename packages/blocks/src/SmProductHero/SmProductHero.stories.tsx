import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, within } from 'storybook/test';
import { landscapeImage } from '../__fixtures__/images';
import { localized } from '../__fixtures__/storyRender';
import { storyLocale } from '../__fixtures__/storyLocale';
import { productHeroBlock } from './fixtures';
import { smProductHeroSchema } from './schema';
import { SmProductHero } from './SmProductHero';

const meta = {
  title: 'Blocks/SmProductHero',
  component: SmProductHero,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Product hero. Fields: `topline`, `title` (markup: sup, sub, br) or `name`, `headline` (sub-line), ' +
          '`headingTag` (default h1), `copy`, `image` (pack shot), `landscapeFormat`, `claims[]`, `packSizes[]`, ' +
          '`finderProduct` (default `name`), `finderCta` (default true), `links` (secondary buttons). ' +
          'The "Apotheke finden" button links to `#apofinder`; the product rides on `data-preselect-product`. Themed.',
      },
    },
  },
  argTypes: { block: { control: 'object' }, anchorId: { control: 'text' } },
  args: { block: smProductHeroSchema.parse(productHeroBlock['de-DE']), index: 0 },
} satisfies Meta<typeof SmProductHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(SmProductHero, smProductHeroSchema, (locale) => productHeroBlock[locale]),
  globals: { theme: 'care' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent('LUMEDRA® CARE');
    await expect(title.querySelector('sup')).not.toBeNull();
    const finder = canvas.getByRole('link', { name: 'Apotheke finden' });
    await expect(finder).toHaveAttribute('href', '#apofinder');
    await expect(finder.closest('[data-preselect-product]')).toHaveAttribute(
      'data-preselect-product',
      'LUMEDRA CARE',
    );
    await expect(canvas.getByRole('list', { name: 'Packungsgrößen' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const English: Story = {
  render: Default.render,
  globals: { theme: 'care', locale: 'en' },
};

export const Landscape: Story = {
  name: 'Landscape pack shot (night ointment)',
  render: localized(SmProductHero, smProductHeroSchema, (locale) => ({
    id: 'hero-night',
    uiComponent: 'SmProductHero',
    name: 'LUMEDRA NIGHT',
    title: 'LUMEDRA<sup>®</sup> NIGHT',
    headline: locale === 'en' ? 'Eye ointment for the night' : 'Augensalbe für die Nacht',
    image: {
      ...landscapeImage(locale === 'en' ? 'Tube of LUMEDRA NIGHT' : 'Tube LUMEDRA NIGHT'),
      ratio: '3-2',
    },
    landscapeFormat: true,
    packSizes: [locale === 'en' ? '5 g eye ointment' : '5 g Augensalbe'],
  })),
  globals: { theme: 'parin' },
};

export const PartlyFilled: Story = {
  name: 'Partly filled: name only, no image, no finder',
  render: localized(SmProductHero, smProductHeroSchema, () => ({
    id: 'hero-min',
    uiComponent: 'SmProductHero',
    name: 'LUMEDRA FRESH',
    finderCta: false,
  })),
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(SmProductHero, smProductHeroSchema, () => ({
    id: 'hero-empty',
    uiComponent: 'SmProductHero',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="SmProductHero"]')).toBeNull();
  },
};

/** Every theme at once: surface, title, claim checks and the finder button follow data-theme. */
export const Themes: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
        {themes.map((theme) => (
          <div key={theme} data-theme={theme}>
            <SmProductHero
              {...args}
              index={1}
              block={smProductHeroSchema.parse({
                id: `hero-${theme}`,
                uiComponent: 'SmProductHero',
                topline: theme,
                name: `LUMEDRA ${theme.toUpperCase()}`,
                headingTag: 'h2',
                claims: (productHeroBlock[locale].claims as string[]).slice(0, 1),
              })}
            />
          </div>
        ))}
      </div>
    );
  },
};
