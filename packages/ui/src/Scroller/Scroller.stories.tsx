import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ThemeMatrix } from '../internal/storybook/ThemeMatrix';
import { Dots } from './Dots';
import { Scroller } from './Scroller';

const cards = [
  'CARE',
  'COMOD',
  'DUAL',
  'DUAL INTENSE',
  'FRESH',
  'GEL',
  'PARIN',
  'NIGHT',
  'OMEGA',
  'EVOTEARS',
];

function Card({ name }: { name: string }) {
  return (
    <div
      style={{
        width: '16rem',
        height: '9rem',
        padding: '1rem',
        borderRadius: 'var(--hs-radius-lg)',
        background: 'var(--hs-color-primary-soft)',
        color: 'var(--hs-color-primary)',
        fontWeight: 700,
      }}
    >
      {name}
    </div>
  );
}

function paddle(root: HTMLElement, direction: 'previous' | 'next'): HTMLButtonElement {
  return root.querySelector<HTMLButtonElement>(`.hs-scroller__paddle[data-direction="${direction}"]`)!;
}

const meta = {
  title: 'UI/Scroller',
  component: Scroller,
  args: { label: 'Produkte', dots: true, children: null },
} satisfies Meta<typeof Scroller>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Paddles appear only where there is more to see; a click scrolls 80 % of the window width and the
 * dots follow 400 ms later.
 */
export const PaddlesAndDots: Story = {
  render: (args) => (
    <Scroller {...args}>
      {cards.map((c) => (
        <Card key={c} name={c} />
      ))}
    </Scroller>
  ),
  play: async ({ canvas, canvasElement }) => {
    // A paddle with nothing to scroll to is hidden (visibility), so it has no accessible name then.
    const previous = paddle(canvasElement, 'previous');
    const next = paddle(canvasElement, 'next');
    await waitFor(() => expect(next).toBeEnabled());
    await expect(next).toHaveAccessibleName('Weiter');
    await expect(previous).toBeDisabled();
    const dots = canvas.getAllByRole('button', { name: /Element \d+ von 10 anzeigen/ });
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    await expect(previous).toHaveAccessibleName('Zurück');
    // 80 % of 1200 px = 960 px: the fifth card (index 4) is the first fully visible one.
    await waitFor(() => expect(dots[4]).toHaveAttribute('aria-current', 'true'));
  },
};

/** Everything fits: no paddles. English labels. */
export const FitsWithoutPaddles: Story = {
  globals: { locale: 'en' },
  args: { label: 'Products' },
  render: (args) => (
    <Scroller {...args}>
      {cards.slice(0, 3).map((c) => (
        <Card key={c} name={c} />
      ))}
    </Scroller>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Paddles start disabled; once every item has been measured they must still be.
    await waitFor(() =>
      expect(canvasElement.querySelector('.hs-scroller__track')).toHaveAttribute('data-measured'),
    );
    await expect(paddle(canvasElement, 'next')).toBeDisabled();
    await expect(paddle(canvasElement, 'previous')).toBeDisabled();
    await expect(paddle(canvasElement, 'next')).toHaveAttribute('aria-label', 'Next');
    await expect(canvas.getAllByRole('button', { name: /Show item \d of 3/ })).toHaveLength(3);
  },
};

function DotsDemo() {
  const [current, setCurrent] = useState(1);
  return <Dots label="Bilder" count={5} current={current} onSelect={setCurrent} />;
}

/** Dots on their own, in every theme (dot styles follow the brand colour). */
export const DotsThemes: Story = {
  render: () => <ThemeMatrix columns={5}>{() => <DotsDemo />}</ThemeMatrix>,
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Element 3 von 5 anzeigen' });
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-current', 'true');
  },
};
