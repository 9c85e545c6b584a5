import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apoBlock, articleBlock, demoPage } from '../__fixtures__/content';
import { storyLocale } from '../__fixtures__/storyLocale';
import { localized } from '../__fixtures__/storyRender';
import { PageRenderer } from '../PageRenderer/PageRenderer';
import { tmApoSchema } from './schema';
import { TmApo } from './TmApo';

const meta = {
  title: 'Blocks/TmApo',
  component: TmApo,
  parameters: {
    docs: {
      description: {
        component:
          'Pharmacy-finder teaser on the themed surface. Fields: `headline` (default h2), `copy`, `links` ' +
          '(e.g. `#apofinder`), `preselectProductName` (exposed upper-cased as `data-preselect-product`). ' +
          'Article teasers right below it overlap it (spacing table).',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: tmApoSchema.parse(apoBlock['de-DE']), index: 3 },
} satisfies Meta<typeof TmApo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(TmApo, tmApoSchema, (locale) => apoBlock[locale]),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="TmApo"]')).toHaveAttribute(
      'data-preselect-product',
      'COMOD',
    );
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#apofinder');
  },
};
export const English: Story = { ...Default, globals: { locale: 'en' } };
export const Omega: Story = { ...Default, name: 'Theme: omega', globals: { theme: 'omega' } };

/** TmApo followed by an article teaser: the article is pulled up over the teaser (the design's -mt-8). */
export const WithArticleBelow: Story = {
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return <PageRenderer page={demoPage(locale, 'comod', [apoBlock[locale], articleBlock[locale]])} />;
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-pull-up]')).not.toBeNull();
  },
};
