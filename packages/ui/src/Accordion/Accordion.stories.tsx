import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
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
    const [first, second, third] = canvas.getAllByRole('button');
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
    // A closed panel is hidden and empty, as in the server HTML.
    await waitFor(() => expect(canvas.queryByText('6 Monate nach dem ersten Öffnen.')).toBeNull());
    await expect(canvas.queryByRole('region')).toBeNull();
    // Home/End jump to the ends, the arrows wrap around.
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.click(first!);
  },
};

/** Several open at once: opening one leaves the others open, each closes on its own. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['kontaktlinsen', 'kinder'] },
  // Behaviour only: Multiple Themes shows the look.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second!);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getAllByRole('region')).toHaveLength(2));
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * The open/close animation with motion on (the visual tests turn it off), slowed down so that the
 * play function sees it under way on a busy machine, then finished at once: the panel grows to its
 * measured height, and a closing panel keeps its content until the animation has ended. A panel
 * open from the start does not animate.
 */
export const Motion: Story = {
  args: { type: 'multiple', defaultValue: ['kinder'] },
  parameters: { screenshot: false },
  render: (args) => (
    <div style={{ '--hs-duration-normal': '60s' } as CSSProperties}>
      <Accordion {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // The style that .storybook/vitest.setup.ts adds (once per story file: there may be several).
    const frozen = [...document.querySelectorAll<HTMLStyleElement>('style[data-test-motion]')];
    for (const style of frozen) style.disabled = true;
    try {
      const [first, , third] = canvas.getAllByRole('button');
      // A panel open from the start (in the server HTML) just shows.
      const openAtFirst = document.getElementById(third!.getAttribute('aria-controls')!)!;
      await expect(openAtFirst.getAnimations()).toHaveLength(0);
      const panel = document.getElementById(first!.getAttribute('aria-controls')!)!;
      const answer = 'Ja, die Tropfen sind mit allen Kontaktlinsen verträglich.';
      await userEvent.click(first!);
      const [opening] = panel.getAnimations() as CSSAnimation[];
      await expect(opening?.animationName).toBe('hs-accordion-open');
      const height = parseFloat(panel.style.getPropertyValue('--hs-accordion-content-height'));
      await expect(height).toBeGreaterThan(20);
      await expect(panel.getBoundingClientRect().height).toBeLessThan(height);
      opening!.finish();
      await expect(panel.getBoundingClientRect().height).toBeCloseTo(height, 0);

      await userEvent.click(first!);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      const [closing] = panel.getAnimations() as CSSAnimation[];
      await expect(closing?.animationName).toBe('hs-accordion-close');
      await expect(canvas.getByText(answer)).toBeVisible();
      closing!.finish();
      await waitFor(() => expect(panel).not.toBeVisible());
      await expect(canvas.queryByText(answer)).toBeNull();
    } finally {
      for (const style of frozen) style.disabled = false;
    }
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
