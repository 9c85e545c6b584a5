import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Block } from '@healthsite/content-client';
import { themes } from '@healthsite/ui';
import { expect, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { storyLocale } from '../__fixtures__/storyLocale';
import { productCardsBlock } from './fixtures';
import { tmProductCardsSchema } from './schema';
import { TmProductCards } from './TmProductCards';

const meta = {
  title: 'Blocks/TmProductCards',
  component: TmProductCards,
  parameters: {
    docs: {
      description: {
        component:
          'Product cards. Fields: `topline`, `headline` (default h2), `copy`, `links`, `items` ' +
          '`[{ name, title?, claim?, image?, variants?, href?, finderProduct? }]`, `linkText`, `finderCta` (default true). ' +
          'A scroller on small screens, a grid where the cards fit. "Apotheke finden" links to `#apofinder` with ' +
          'the product on `data-preselect-product`. Cards without name or title are left out.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: tmProductCardsSchema.parse(productCardsBlock['de-DE']), index: 1 },
} satisfies Meta<typeof TmProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (block: Block) => block.items as Record<string, unknown>[];

export const Default: Story = {
  render: localized(TmProductCards, tmProductCardsSchema, (locale) => productCardsBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    // Each card's links are named with its product, so a list of links tells them apart.
    const product = canvas.getByRole('link', { name: 'Zum Produkt LUMEDRA® CARE' });
    await expect(product).toHaveAttribute('href', '/produkte/care');
    await expect(canvas.getAllByRole('link', { name: /^Zum Produkt / })).toHaveLength(4);
    const finder = canvas.getAllByRole('link', { name: /^Apotheke finden / });
    await expect(finder).toHaveLength(4);
    await expect(finder[1]).toHaveAccessibleName('Apotheke finden LUMEDRA® COMOD');
    await expect(finder[1]).toHaveAttribute('href', '#apofinder');
    await expect(finder[1]!.closest('[data-preselect-product]')).toHaveAttribute(
      'data-preselect-product',
      'LUMEDRA COMOD',
    );
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

/** A phone: the cards scroll sideways, the next paddle is there. */
export const SmallScreen: Story = {
  name: 'Small screen: scroller',
  render: (args, context) => <div style={{ maxWidth: 360 }}>{Default.render!(args, context)}</div>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = canvas.getByRole('list', { name: 'Das passende Produkt für Ihre Augen' });
    await expect(track.scrollWidth).toBeGreaterThan(track.clientWidth);
  },
};

export const PartlyFilled: Story = {
  name: 'Partly filled: no headline, names only, no finder',
  render: localized(TmProductCards, tmProductCardsSchema, (locale) => ({
    id: 'cards-min',
    uiComponent: 'TmProductCards',
    finderCta: false,
    items: items(productCardsBlock[locale])
      .slice(0, 3)
      .map((item, position) =>
        position === 0 ? { name: item.name, claim: item.claim } : { name: item.name },
      ),
  })),
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(TmProductCards, tmProductCardsSchema, () => ({
    id: 'cards-empty',
    uiComponent: 'TmProductCards',
    headline: 'Produkte',
    items: [{ claim: 'ohne Namen' }],
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="TmProductCards"]')).toBeNull();
  },
};

/** Every theme: the name, the image surface and the finder button follow data-theme. */
export const Themes: Story = {
  render: (args, { globals }) => {
    const first = items(productCardsBlock[storyLocale(globals)])[0]!;
    return (
      <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
        {themes.map((theme) => (
          <div key={theme} data-theme={theme}>
            <TmProductCards
              {...args}
              block={tmProductCardsSchema.parse({
                id: `cards-${theme}`,
                uiComponent: 'TmProductCards',
                items: [{ ...first, image: undefined, name: theme, title: undefined }],
              })}
            />
          </div>
        ))}
      </div>
    );
  },
};
