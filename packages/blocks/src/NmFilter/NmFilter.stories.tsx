import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { articleCollectionBlock, demoPage, filterBlock } from '../__fixtures__/content';
import { storyLocale } from '../__fixtures__/storyLocale';
import { PageRenderer } from '../PageRenderer/PageRenderer';
import { NmFilter } from './NmFilter';
import { nmFilterSchema } from './schema';

const meta = {
  title: 'Blocks/NmFilter',
  component: NmFilter,
  parameters: {
    docs: {
      description: {
        component:
          'Filter chips for another block of the page. Fields: `target` (id of a TmArticleCollection), ' +
          '`filters` `[{ label, value }]` (value matched against the items’ `topic`, "" = all), `headline?` ' +
          '(accessible name of the chip group). Needs a PageRenderer around it; without JavaScript all items show.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: nmFilterSchema.parse(filterBlock['de-DE']), index: 1 },
} satisfies Meta<typeof NmFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (_args, { globals }) => {
  const locale = storyLocale(globals);
  return (
    <PageRenderer page={demoPage(locale, 'default', [filterBlock[locale], articleCollectionBlock[locale]])} />
  );
};

export const WithArticles: Story = {
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Filtern nach' });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await userEvent.click(within(group).getByRole('button', { name: 'Alltag' }));
    await expect(within(group).getByRole('button', { name: 'Alltag' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 Eintrag');

    // Pressing the active chip again shows everything.
    await userEvent.click(within(group).getByRole('button', { name: 'Alltag' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const English: Story = {
  render,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Health' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 item');
  },
};
