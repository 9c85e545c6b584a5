import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden text is in the accessible name but takes no space on screen. */
export const InAButton: Story = {
  render: () => (
    <button type="button" className="hs-button" data-variant="outlined" data-size="md">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Schließen</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Schließen' });
    const hidden = canvas.getByText('Schließen');
    await expect(button).toBeVisible();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
