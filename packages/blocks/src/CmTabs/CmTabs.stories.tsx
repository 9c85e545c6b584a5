import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, userEvent, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { storyLocale } from '../__fixtures__/storyLocale';
import { CmTabs } from './CmTabs';
import { tabsBlock } from './fixtures';
import { cmTabsSchema } from './schema';

const meta = {
  title: 'Blocks/CmTabs',
  component: CmTabs,
  parameters: {
    docs: {
      description: {
        component:
          'Tabs on the ui Tabs (Radix). Fields: `topline`, `headline` (default h2; also the tab list’s name), ' +
          '`copy`, `links`, `items` `[{ label, copy?, image? }]`. Tabs without a label or content are left out.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmTabsSchema.parse(tabsBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus the selected tab, arrow right selects the next one and shows its panel. */
export const Default: Story = {
  render: localized(CmTabs, cmTabsSchema, (locale) => tabsBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Was die Augen austrocknen lässt' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Bildschirm' })).toBeVisible();
    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Heizungsluft' })).toHaveTextContent(/Stoßlüften/);
    await userEvent.click(tabs[2]!);
    await expect(canvas.getByRole('tabpanel', { name: 'Kontaktlinsen' })).toBeVisible();
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

export const PartlyFilled: Story = {
  name: 'Partly filled: no headline, one tab without label',
  render: localized(CmTabs, cmTabsSchema, (locale) => {
    const [screen, air] = tabsBlock[locale].items as Record<string, unknown>[];
    return {
      id: 'tabs-min',
      uiComponent: 'CmTabs',
      items: [{ ...screen, image: undefined }, air, { copy: '<p>ohne Titel</p>' }],
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Themen' })).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
  },
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(CmTabs, cmTabsSchema, () => ({
    id: 'tabs-empty',
    uiComponent: 'CmTabs',
    headline: 'Tabs',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmTabs"]')).toBeNull();
  },
};

/** Every theme: the selected tab's marker follows data-theme. */
export const Themes: Story = {
  render: (args, { globals }) => {
    const [, air, lenses] = tabsBlock[storyLocale(globals)].items as Record<string, unknown>[];
    return (
      <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
        {themes.map((theme) => (
          <div key={theme} data-theme={theme}>
            <CmTabs
              {...args}
              block={cmTabsSchema.parse({
                id: `tabs-${theme}`,
                uiComponent: 'CmTabs',
                items: [
                  { label: theme, copy: `<p>${theme}</p>` },
                  { ...air, copy: '<p>…</p>' },
                  lenses,
                ].slice(0, 2),
              })}
            />
          </div>
        ))}
      </div>
    );
  },
};
