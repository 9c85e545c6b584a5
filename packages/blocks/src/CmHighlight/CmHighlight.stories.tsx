import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { highlightBlock } from '../__fixtures__/content';
import { localized } from '../__fixtures__/storyRender';
import { CmHighlight } from './CmHighlight';
import { cmHighlightSchema } from './schema';

const meta = {
  title: 'Blocks/CmHighlight',
  component: CmHighlight,
  parameters: {
    docs: {
      description: {
        component:
          'Highlight on the themed surface. Fields: `topline`, `headline` (default h2), `copy`, `links`, ' +
          '`image?`, `imagePosition?: start | end` (default end). Renders nothing without text.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmHighlightSchema.parse(highlightBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmHighlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(CmHighlight, cmHighlightSchema, (locale) => highlightBlock[locale]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const ImageStart: Story = {
  name: 'Image before the text',
  render: localized(CmHighlight, cmHighlightSchema, (locale) => ({
    ...highlightBlock[locale],
    imagePosition: 'start',
  })),
};

export const TextOnly: Story = {
  name: 'Partly filled: no image, no links',
  render: localized(CmHighlight, cmHighlightSchema, (locale) => ({
    ...highlightBlock[locale],
    image: undefined,
    links: undefined,
  })),
};

export const Care: Story = { ...Default, name: 'Theme: care', globals: { theme: 'care' } };
export const Parin: Story = { ...Default, name: 'Theme: parin', globals: { theme: 'parin' } };
