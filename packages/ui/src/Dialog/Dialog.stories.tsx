import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const longText = Array.from({ length: 14 }, (_, i) => (
  <p key={i}>
    Abschnitt {i + 1}: Pflichtangaben zum Produkt. Enthält Hyaluronsäure. Bei Überempfindlichkeit nicht
    anwenden. Nach dem Öffnen 6 Monate haltbar.
  </p>
));

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  // Dialogs render into a portal on <body>: screenshot the page, not the story wrapper.
  parameters: { screenshot: { target: 'page' }, layout: 'fullscreen' },
  args: { title: 'Pflichttexte' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by its trigger; the close control is labelled and returns focus to the trigger. */
export const OpenAndClose: Story = {
  args: {
    trigger: <Button variant="contained-themed">Pflichttexte öffnen</Button>,
    children: <p>Bitte wählen Sie die gewünschten Produkte aus:</p>,
  },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Pflichttexte öffnen' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Pflichttexte' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Long content: the body scrolls, header and footer stay; height is about two thirds of the screen. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    description: 'Bitte wählen Sie die gewünschten Produkte aus:',
    children: longText,
    footer: <Button variant="contained-themed">Fertig</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pflichttexte' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(
      Math.ceil(window.innerHeight * 0.66),
    );
    const body = dialog.querySelector('.hs-dialog__body')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog).toHaveAccessibleDescription('Bitte wählen Sie die gewünschten Produkte aus:');
  },
};

/** Portalled content takes the theme from the `theme` prop. */
export const Themed: Story = {
  args: {
    defaultOpen: true,
    theme: 'omega',
    title: 'Omega',
    size: 'sm',
    children: <p>Der Dialog liegt außerhalb des Theme-Wrappers und bekommt das Theme als Prop.</p>,
    footer: <Button variant="contained-themed">Verstanden</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Omega' });
    await expect(dialog).toHaveAttribute('data-theme', 'omega');
  },
};

/** Without `theme`, the dialog takes the closest [data-theme] around its trigger when it opens. */
export const ThemeFromTrigger: Story = {
  args: {
    title: 'Care',
    size: 'sm',
    trigger: <Button variant="contained-themed">Öffnen</Button>,
    children: <p>Das Theme kommt vom Wrapper um den Auslöser.</p>,
  },
  render: (args) => (
    <div data-theme="care">
      <Dialog {...args} />
    </div>
  ),
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Care' });
    await expect(dialog).toHaveAttribute('data-theme', 'care');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    defaultOpen: true,
    title: 'Mandatory information',
    size: 'sm',
    children: <p>Please choose the products.</p>,
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Mandatory information' });
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
