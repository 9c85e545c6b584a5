import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { articleBlock } from '../__fixtures__/content';
import { localized } from '../__fixtures__/storyRender';
import { tmArticleLSchema } from './schema';
import { TmArticleL } from './TmArticleL';

const meta = {
  title: 'Blocks/TmArticleL',
  component: TmArticleL,
  parameters: {
    docs: {
      description: {
        component:
          'Large article teaser. Fields: `topline`, `headline` (default h2, required to render), `copy`, ' +
          '`image?`, `links[0]` = the article (the whole card is its hit area; one link for assistive tech).',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: tmArticleLSchema.parse(articleBlock['de-DE']), index: 2 },
} satisfies Meta<typeof TmArticleL>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(TmArticleL, tmArticleLSchema, (locale) => articleBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(expect.stringMatching(/20-20-20/));
  },
};
export const English: Story = { ...Default, globals: { locale: 'en' } };

export const KeyboardFocus: Story = {
  render: Default.render,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const WithoutImage: Story = {
  name: 'Partly filled: no image, no link',
  render: localized(TmArticleL, tmArticleLSchema, (locale) => ({
    ...articleBlock[locale],
    image: undefined,
    links: undefined,
  })),
};
