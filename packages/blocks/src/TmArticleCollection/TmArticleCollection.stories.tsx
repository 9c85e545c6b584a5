import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleCollectionBlock } from '../__fixtures__/content';
import { localized } from '../__fixtures__/storyRender';
import { tmArticleCollectionSchema } from './schema';
import { TmArticleCollection } from './TmArticleCollection';

const meta = {
  title: 'Blocks/TmArticleCollection',
  component: TmArticleCollection,
  parameters: {
    docs: {
      description: {
        component:
          'Article teasers in a grid. Fields: `topline`, `headline` (default h2), `copy`, `links`, `items` ' +
          '`[{ headline, copy?, topline?, topic?, date?, image?, href? }]`. Card headings sit one level below the ' +
          'block headline. Renders nothing without items.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: tmArticleCollectionSchema.parse(articleCollectionBlock['de-DE']), index: 2 },
} satisfies Meta<typeof TmArticleCollection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(
    TmArticleCollection,
    tmArticleCollectionSchema,
    (locale) => articleCollectionBlock[locale],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
export const English: Story = { ...Default, globals: { locale: 'en' } };
export const WithoutHeadline: Story = {
  name: 'Partly filled: no headline, two items',
  render: localized(TmArticleCollection, tmArticleCollectionSchema, (locale) => ({
    id: 'articles-min',
    uiComponent: 'TmArticleCollection',
    items: (articleCollectionBlock[locale].items as unknown[]).slice(0, 2),
  })),
};
