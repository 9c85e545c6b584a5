import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ThemeMatrix } from '../internal/storybook/ThemeMatrix';
import { Accordion } from './Accordion';

const items = [
  {
    value: 'kontaktlinsen',
    title: 'Kann ich die Tropfen mit Kontaktlinsen verwenden?',
    content: <p>Ja, die Tropfen sind mit allen Kontaktlinsen verträglich.</p>,
  },
  {
    value: 'haltbarkeit',
    title: 'Wie lange ist die Flasche nach dem Öffnen haltbar?',
    content: <p>6 Monate nach dem ersten Öffnen.</p>,
  },
  { value: 'kinder', title: 'Dürfen Kinder die Tropfen verwenden?', content: <p>Fragen Sie Ihre Ärztin.</p> },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items, headingTag: 'h2' },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One open at a time; Enter/Space toggle, arrows move between headers. */
export const Single: Story = {
  args: { defaultValue: ['haltbarkeit'] },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Ja, die Tropfen sind mit allen Kontaktlinsen verträglich.')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first!);
  },
};

export const MultipleThemes: Story = {
  render: (args) => (
    <ThemeMatrix>
      {(theme) => (
        <Accordion
          {...args}
          type="multiple"
          headingTag="h3"
          // Open panels are named regions: their titles must differ across the grid (axe landmark-unique).
          items={items.slice(0, 2).map((item) => ({ ...item, title: `${item.title} (${theme})` }))}
          defaultValue={['kontaktlinsen']}
        />
      )}
    </ThemeMatrix>
  ),
};
