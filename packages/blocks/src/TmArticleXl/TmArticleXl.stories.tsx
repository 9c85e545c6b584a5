import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleXlBlock } from '../__fixtures__/content';
import { localized } from '../__fixtures__/storyRender';
import { tmArticleXlSchema } from './schema';
import { TmArticleXl } from './TmArticleXl';

const meta = {
  title: 'Blocks/TmArticleXl',
  component: TmArticleXl,
  parameters: {
    docs: {
      description: {
        component:
          'Featured article teaser. Fields: `topline`/`topic`, `date` (ISO, shown in the locale’s long format), ' +
          '`headline` (default h2, required to render), `copy`, `image?`, `links[0]` = the article.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: tmArticleXlSchema.parse(articleXlBlock['de-DE']), index: 1 },
} satisfies Meta<typeof TmArticleXl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(TmArticleXl, tmArticleXlSchema, (locale) => articleXlBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-03-04');
  },
};
export const English: Story = { ...Default, globals: { locale: 'en' } };
export const WithoutImage: Story = {
  name: 'Partly filled: no image, no date',
  render: localized(TmArticleXl, tmArticleXlSchema, (locale) => ({
    ...articleXlBlock[locale],
    image: undefined,
    date: undefined,
  })),
};
