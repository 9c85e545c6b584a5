import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, userEvent, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { storyLocale } from '../__fixtures__/storyLocale';
import { CmAccordion } from './CmAccordion';
import { accordionBlock } from './fixtures';
import { cmAccordionSchema } from './schema';

const meta = {
  title: 'Blocks/CmAccordion',
  component: CmAccordion,
  parameters: {
    docs: {
      description: {
        component:
          'FAQ accordion on the ui Accordion. Fields: `topline`, `headline` (default h2), `copy`, `links`, ' +
          '`items` `[{ question, answer (rich text) }]`, `multiple` (several open; default one at a time), ' +
          '`openFirst`. Questions sit in headings one level below the headline; entries missing question or ' +
          'answer are left out.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmAccordionSchema.parse(accordionBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One at a time: opening the second question closes the first; keyboard moves between questions. */
export const Default: Story = {
  render: localized(CmAccordion, cmAccordionSchema, (locale) => accordionBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const questions = canvas.getAllByRole('button');
    await expect(questions).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(questions[0]!);
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /Kontaktlinsen verwenden/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(questions[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

/** Several open at once, the first open from the start. */
export const Multiple: Story = {
  name: 'Multiple open, first open',
  render: localized(CmAccordion, cmAccordionSchema, (locale) => ({
    ...accordionBlock[locale],
    multiple: true,
    openFirst: true,
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const questions = canvas.getAllByRole('button');
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(questions[2]!);
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(questions[2]).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PartlyFilled: Story = {
  name: 'Partly filled: no intro, one entry without answer',
  render: localized(CmAccordion, cmAccordionSchema, (locale) => {
    const items = accordionBlock[locale].items as Record<string, unknown>[];
    return { id: 'faq-min', uiComponent: 'CmAccordion', items: [items[0], { question: items[1]!.question }] };
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(1);
  },
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(CmAccordion, cmAccordionSchema, () => ({
    id: 'faq-empty',
    uiComponent: 'CmAccordion',
    headline: 'FAQ',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmAccordion"]')).toBeNull();
  },
};

/** Every theme, first answer open: the toggles and the chevrons follow data-theme. */
export const Themes: Story = {
  render: (args, { globals }) => {
    const [first] = accordionBlock[storyLocale(globals)].items as Record<string, unknown>[];
    return (
      <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
        {themes.map((theme) => (
          <div key={theme} data-theme={theme}>
            <CmAccordion
              {...args}
              block={cmAccordionSchema.parse({
                id: `faq-${theme}`,
                uiComponent: 'CmAccordion',
                openFirst: true,
                items: [{ question: theme, answer: first!.answer }],
              })}
            />
          </div>
        ))}
      </div>
    );
  },
};
