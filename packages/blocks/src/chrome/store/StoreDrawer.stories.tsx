import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoreDrawer } from './StoreDrawer';
import { retailers } from './retailers';

const meta = {
  title: 'Chrome/StoreDrawer',
  component: StoreDrawer,
  parameters: { screenshot: { target: 'page' }, layout: 'fullscreen' },
  args: { onOpenFinder: fn(), defaultOpen: true },
} satisfies Meta<typeof StoreDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 18 fictional retailers as inline SVG wordmarks, and a button to the pharmacy finder. */
export const Open: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Erhältlich in Apotheken und Online-Shops' });
    await expect(within(drawer).getAllByRole('img')).toHaveLength(retailers.length);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apotheke finden' }));
    await expect(args.onOpenFinder).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Erhältlich bei' }));
    await screen.findByRole('dialog');
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Available in pharmacies and online shops' }),
    ).toBeVisible();
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Erhältlich bei' })).toBeVisible();
  },
};

/** The drawer loads on first opening; closing it returns focus to the button that opened it. */
export const ClosingReturnsFocus: Story = {
  args: { defaultOpen: false },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Erhältlich bei' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog', { name: 'Erhältlich in Apotheken und Online-Shops' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
