import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { CmStats } from './CmStats';
import { statsBlock } from './fixtures';
import { cmStatsSchema, statUnits } from './schema';

const meta = {
  title: 'Blocks/CmStats',
  component: CmStats,
  parameters: {
    docs: {
      description: {
        component:
          'Stats. Fields: `topline`, `headline` (default h2), `copy`, `links`, `items` `[{ value, unit? (' +
          `${statUnits.join(' | ')}), maximumFractionDigits? (default 1), prefix?, suffix?, label?, source? }]\`. ` +
          'Figures are formatted with Intl.NumberFormat in the page locale; sources become numbered footnotes. ' +
          'Items without a value are left out.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmStatsSchema.parse(statsBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(CmStats, cmStatsSchema, (locale) => statsBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15,6')).toBeVisible();
    await expect(canvas.getByText('60 %')).toBeVisible();
    await expect(canvas.getByText('6 Monate')).toBeVisible();
    const ref = canvas.getByRole('link', { name: 'Quelle 2' });
    const footnote = canvasElement.querySelector(ref.getAttribute('href')!.replace(/:/g, '\\:'));
    await expect(footnote).toHaveTextContent(/Universität Hamburg/);
  },
};

export const English: Story = {
  render: Default.render,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15.6')).toBeVisible();
    await expect(canvas.getByText('60%')).toBeVisible();
    await expect(canvas.getByText('6 months')).toBeVisible();
  },
};

export const PartlyFilled: Story = {
  name: 'Partly filled: figures only, no intro, no sources',
  render: localized(CmStats, cmStatsSchema, () => ({
    id: 'stats-min',
    uiComponent: 'CmStats',
    items: [
      { value: 1250 },
      { value: 98.25, maximumFractionDigits: 2, unit: 'percent' },
      { label: 'ohne Wert' },
    ],
  })),
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(CmStats, cmStatsSchema, () => ({
    id: 'stats-empty',
    uiComponent: 'CmStats',
    headline: 'Zahlen',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmStats"]')).toBeNull();
  },
};

/** Every theme: the figure and its rule follow data-theme. */
export const Themes: Story = {
  render: (args) => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
      {themes.map((theme, position) => (
        <div key={theme} data-theme={theme}>
          <CmStats
            {...args}
            block={cmStatsSchema.parse({
              id: `stats-${theme}`,
              uiComponent: 'CmStats',
              items: [{ value: (position + 1) * 10, unit: 'percent', label: theme }],
            })}
          />
        </div>
      ))}
    </div>
  ),
};
