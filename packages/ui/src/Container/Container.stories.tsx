import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container';

const meta = {
  title: 'UI/Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p style={{ margin: 0, padding: '1rem', background: 'var(--hs-color-primary-soft)' }}>
        Inhalt bis maximal 87,75 rem breit, zentriert, mit seitlichem Innenabstand.
      </p>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('.hs-container');
    await expect(container).not.toBeNull();
    await expect(getComputedStyle(container!).maxWidth).toBe('1404px');
  },
};
