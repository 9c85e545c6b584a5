import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { CmInfographic } from './CmInfographic';
import { infographicBlock } from './fixtures';
import { cmInfographicSchema } from './schema';

const meta = {
  title: 'Blocks/CmInfographic',
  component: CmInfographic,
  parameters: {
    docs: {
      description: {
        component:
          'Infographic modal. Fields: `topline`, `headline` (default h2; the dialog title), `copy`, `links`, ' +
          '`image` (teaser; default the infographic), `infographic` `{ src, alt (required), type?, ratio? }`, ' +
          '`caption`, `description` (rich text long description), `buttonText`. Renders nothing without an ' +
          'infographic; an infographic without alt text is invalid content (the block is dropped).',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmInfographicSchema.parse(infographicBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmInfographic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(CmInfographic, cmInfographicSchema, (locale) => infographicBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Infografik ansehen' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

/** The dialog: title, large infographic with its alt text, long description; Escape closes it and focus returns. */
export const Opened: Story = {
  name: 'Dialog open',
  parameters: { screenshot: { target: 'page' } },
  render: Default.render,
  globals: { theme: 'care' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Infografik ansehen' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'So ist der Tränenfilm aufgebaut' });
    await expect(dialog).toHaveAttribute('data-theme', 'care');
    await expect(within(dialog).getByRole('img', { name: /Schaubild des Tränenfilms/ })).toBeVisible();
    await expect(dialog).toHaveTextContent(/Lipidschicht/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await screen.findByRole('dialog');
  },
};

export const PartlyFilled: Story = {
  name: 'Partly filled: infographic only',
  render: localized(CmInfographic, cmInfographicSchema, (locale) => ({
    id: 'infographic-min',
    uiComponent: 'CmInfographic',
    infographic: infographicBlock[locale].infographic,
  })),
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(CmInfographic, cmInfographicSchema, () => ({
    id: 'infographic-empty',
    uiComponent: 'CmInfographic',
    headline: 'Infografik',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmInfographic"]')).toBeNull();
    await expect(
      cmInfographicSchema.safeParse({
        id: 'x',
        uiComponent: 'CmInfographic',
        infographic: { src: '/images/x', alt: ' ' },
      }).success,
    ).toBe(false);
  },
};

/** Every theme: the button and the image surface follow data-theme. */
export const Themes: Story = {
  render: (args) => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
      {themes.map((theme) => (
        <div key={theme} data-theme={theme}>
          <CmInfographic
            {...args}
            block={cmInfographicSchema.parse({
              id: `infographic-${theme}`,
              uiComponent: 'CmInfographic',
              infographic: { ...(infographicBlock['de-DE'].infographic as object), alt: theme },
              buttonText: theme,
            })}
          />
        </div>
      ))}
    </div>
  ),
};
