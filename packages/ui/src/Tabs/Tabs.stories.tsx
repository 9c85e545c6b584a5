import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ThemeMatrix } from '../internal/storybook/ThemeMatrix';
import { Tabs } from './Tabs';

const items = [
  { value: 'wirkung', label: 'Wirkung', content: <p>Befeuchtet die Augenoberfläche langanhaltend.</p> },
  { value: 'anwendung', label: 'Anwendung', content: <p>1 Tropfen pro Auge, bis zu 5-mal täglich.</p> },
  { value: 'inhalt', label: 'Inhaltsstoffe', content: <p>Hyaluronsäure, Trehalose, gepufferte Lösung.</p> },
  { value: 'faq', label: 'FAQ', content: <p>Demnächst.</p>, disabled: true },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, label: 'Produktinformationen' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click and arrow keys switch tabs; the disabled tab is skipped. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('tab');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(second!);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('1 Tropfen pro Auge');
    await userEvent.keyboard('{ArrowRight}');
    await expect(third).toHaveFocus();
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Inhaltsstoffe' })).toHaveTextContent('Hyaluronsäure');
    // One tab stop: the selected tab. Tab leaves the list for the panel.
    await expect(third).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(third).toHaveFocus();
    // Back to where the screenshot is taken: the first tab selected, with focus.
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};

/** Controlled: the parent holds the selected tab; a click asks it to change. */
export const Controlled: Story = {
  parameters: { screenshot: false },
  render: function Render(args) {
    const [value, setValue] = useState('inhalt');
    return (
      <>
        <Tabs {...args} value={value} onValueChange={setValue} />
        <output>{value}</output>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Inhaltsstoffe' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Wirkung' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('wirkung');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Befeuchtet');
  },
};

export const Themes: Story = {
  render: (args) => <ThemeMatrix>{() => <Tabs {...args} items={items.slice(0, 3)} />}</ThemeMatrix>,
};
