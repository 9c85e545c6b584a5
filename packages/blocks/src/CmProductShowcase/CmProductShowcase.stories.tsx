import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { storyLocale } from '../__fixtures__/storyLocale';
import { CmProductShowcase } from './CmProductShowcase';
import { productShowcaseBlock } from './fixtures';
import { cmProductShowcaseSchema } from './schema';

const meta = {
  title: 'Blocks/CmProductShowcase',
  component: CmProductShowcase,
  parameters: {
    docs: {
      description: {
        component:
          'Product showcase. Fields: `topline`, `headline` (default h2), `copy`, `links`, `items` ' +
          '`[{ name?, title?, topline?, copy?, image?, link? }]`, `imagePosition` `start | end` (first row; rows ' +
          'alternate). Item headings sit one level below the block headline.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmProductShowcaseSchema.parse(productShowcaseBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmProductShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(CmProductShowcase, cmProductShowcaseSchema, (locale) => productShowcaseBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const rows = canvasElement.querySelectorAll('.hs-product-showcase__item');
    await expect([...rows].map((row) => row.getAttribute('data-image-side'))).toEqual([
      'start',
      'end',
      'start',
    ]);
    await expect(canvas.getByRole('link', { name: 'Mehr zu COMOD' })).toHaveAttribute(
      'href',
      '/produkte/comod',
    );
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

export const PartlyFilled: Story = {
  name: 'Partly filled: no intro, one item without image, one without link',
  render: localized(CmProductShowcase, cmProductShowcaseSchema, (locale) => {
    const [care, comod] = productShowcaseBlock[locale].items as Record<string, unknown>[];
    return {
      id: 'showcase-min',
      uiComponent: 'CmProductShowcase',
      imagePosition: 'end',
      items: [
        { ...care, image: undefined },
        { ...comod, link: undefined, topline: undefined },
      ],
    };
  }),
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(CmProductShowcase, cmProductShowcaseSchema, () => ({
    id: 'showcase-empty',
    uiComponent: 'CmProductShowcase',
    headline: 'Produkte',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmProductShowcase"]')).toBeNull();
  },
};

/** Every theme: item names and the image surface follow data-theme. */
export const Themes: Story = {
  render: (args, { globals }) => {
    const [care] = productShowcaseBlock[storyLocale(globals)].items as Record<string, unknown>[];
    return (
      <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
        {themes.map((theme) => (
          <div key={theme} data-theme={theme}>
            <CmProductShowcase
              {...args}
              block={cmProductShowcaseSchema.parse({
                id: `showcase-${theme}`,
                uiComponent: 'CmProductShowcase',
                items: [{ ...care, topline: theme, copy: undefined }],
              })}
            />
          </div>
        ))}
      </div>
    );
  },
};
