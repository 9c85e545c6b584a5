import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ThemeMatrix } from '../internal/storybook/ThemeMatrix';
import { Chip, ChipGroup } from './Chip';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { pressed: false, children: 'CARE' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

function Toggle({ label }: { label: string }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Chip pressed={pressed} onPressedChange={setPressed}>
      {label}
    </Chip>
  );
}

/** Flips on click and on Space/Enter; the state is aria-pressed. */
export const Toggles: Story = {
  render: () => <Toggle label="COMOD" />,
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('button', { name: 'COMOD' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Hover: the screenshot rig puts the real pointer over the chip. */
export const Hover: Story = {
  parameters: { screenshot: { hover: '[data-testid="sb-story-root"] button' } },
};

const products = ['Alle', 'CARE', 'COMOD', 'DUAL INTENSE', 'DUAL', 'FRESH', 'GEL', 'PARIN', 'NIGHT'];

function Group({ twoRows }: { twoRows?: boolean }) {
  const [selected, setSelected] = useState<string[]>(['COMOD']);
  return (
    <ChipGroup
      label="Produkte"
      twoRows={twoRows}
      items={products.map((p) => ({ value: p, label: p, pressed: selected.includes(p) }))}
      onToggle={(value, pressed) =>
        setSelected((s) => (value === 'Alle' ? [] : pressed ? [...s, value] : s.filter((v) => v !== value)))
      }
    />
  );
}

/** The legal-texts tag row: two rows, broken at half of the cumulative label length. */
export const GroupTwoRows: Story = {
  render: () => <Group twoRows />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Produkte' })).toBeVisible();
    const chips = canvas.getAllByRole('button');
    // 'Alle' … 'DUAL INTENSE' hold 25 of 47 characters: the second row starts with 'DUAL'.
    await expect(canvasElement.querySelector('.hs-chip-group__break + .hs-chip')).toHaveTextContent(/^DUAL$/);
    await userEvent.click(chips[1]!);
    await expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Pressed and unpressed in every theme (chip colours vary by brand). */
export const Themes: Story = {
  render: () => (
    <ThemeMatrix columns={5}>
      {() => (
        <div className="sb-row">
          <Chip pressed>An</Chip>
          <Chip pressed={false}>Aus</Chip>
        </div>
      )}
    </ThemeMatrix>
  ),
};
