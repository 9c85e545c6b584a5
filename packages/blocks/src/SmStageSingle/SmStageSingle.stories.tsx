import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stageSingleBlock } from '../__fixtures__/content';
import { localized } from '../__fixtures__/storyRender';
import { smStageSingleSchema } from './schema';
import { SmStageSingle } from './SmStageSingle';

const meta = {
  title: 'Blocks/SmStageSingle',
  component: SmStageSingle,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Stage with one full-width image and the text in a card over its lower edge. Fields: `topline`, ' +
          '`headline` (default h1), `copy`, `links`, `image?`. Themed.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: smStageSingleSchema.parse(stageSingleBlock['de-DE']), index: 0 },
} satisfies Meta<typeof SmStageSingle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(SmStageSingle, smStageSingleSchema, (locale) => stageSingleBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'eager');
  },
};
export const English: Story = { ...Default, globals: { locale: 'en' } };
export const Fresh: Story = { ...Default, name: 'Theme: fresh', globals: { theme: 'fresh' } };
export const WithoutImage: Story = {
  name: 'Partly filled: no image',
  render: localized(SmStageSingle, smStageSingleSchema, (locale) => ({
    ...stageSingleBlock[locale],
    image: undefined,
  })),
};
