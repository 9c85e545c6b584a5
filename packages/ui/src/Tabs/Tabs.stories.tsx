import type { Meta, StoryObj } from '@storybook/react-vite';
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
  },
};

export const Themes: Story = {
  render: (args) => <ThemeMatrix>{() => <Tabs {...args} items={items.slice(0, 3)} />}</ThemeMatrix>,
};
