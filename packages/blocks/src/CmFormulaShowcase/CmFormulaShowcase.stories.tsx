import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, within } from 'storybook/test';
import { packshotImage } from '../__fixtures__/images';
import { localized } from '../__fixtures__/storyRender';
import { storyLocale } from '../__fixtures__/storyLocale';
import { CmFormulaShowcase } from './CmFormulaShowcase';
import { formulaBlock } from './fixtures';
import { ingredientIcons } from './ingredientIcons';
import { cmFormulaShowcaseSchema } from './schema';

const meta = {
  title: 'Blocks/CmFormulaShowcase',
  component: CmFormulaShowcase,
  parameters: {
    docs: {
      description: {
        component:
          'Formula showcase. Fields: `topline`, `headline` (default h2), `copy`, `links`, `items` ' +
          `\`[{ name, amount?, copy?, icon? (${ingredientIcons.join(' | ')}), image? }]\`. ` +
          'Ingredients without a name are left out; the image wins over the icon (default icon: drop).',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmFormulaShowcaseSchema.parse(formulaBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmFormulaShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(CmFormulaShowcase, cmFormulaShowcaseSchema, (locale) => formulaBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Hyaluronsäure',
      'Ectoin',
      'Dexpanthenol',
    ]);
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

export const PartlyFilled: Story = {
  name: 'Partly filled: no intro, names only, one image',
  render: localized(CmFormulaShowcase, cmFormulaShowcaseSchema, (locale) => ({
    id: 'formula-min',
    uiComponent: 'CmFormulaShowcase',
    items: (formulaBlock[locale].items as { name: string }[]).map(({ name }, position) =>
      position === 1 ? { name, image: packshotImage('') } : { name },
    ),
  })),
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(CmFormulaShowcase, cmFormulaShowcaseSchema, () => ({
    id: 'formula-empty',
    uiComponent: 'CmFormulaShowcase',
    headline: 'Formel',
    items: [{ amount: '0,2 %' }],
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmFormulaShowcase"]')).toBeNull();
  },
};

/** Every theme, each with another pictogram: surface and pictogram colour follow data-theme. */
export const Themes: Story = {
  render: (args, { globals }) => {
    const [first] = formulaBlock[storyLocale(globals)].items as Record<string, unknown>[];
    return (
      <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
        {themes.map((theme, position) => (
          <div key={theme} data-theme={theme}>
            <CmFormulaShowcase
              {...args}
              block={cmFormulaShowcaseSchema.parse({
                id: `formula-${theme}`,
                uiComponent: 'CmFormulaShowcase',
                items: [
                  {
                    ...first,
                    copy: undefined,
                    amount: theme,
                    icon: ingredientIcons[position % ingredientIcons.length],
                  },
                ],
              })}
            />
          </div>
        ))}
      </div>
    );
  },
};
