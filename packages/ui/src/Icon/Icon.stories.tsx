import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconSizes } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'search' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set in every size, outlined and filled, in the primary colour. */
export const Set: Story = {
  render: () => (
    <div
      className="sb-grid"
      style={{
        gridTemplateColumns: 'repeat(7, max-content)',
        columnGap: '2rem',
        color: 'var(--hs-color-primary)',
      }}
    >
      {iconNames.map((name) => (
        <div key={name} className="sb-stack" style={{ alignItems: 'center' }}>
          <div className="sb-row">
            {iconSizes.map((size) => (
              <Icon key={size} name={name} size={size} />
            ))}
            <Icon name={name} size="lg" filled />
          </div>
          <code style={{ color: 'var(--hs-color-fg)' }}>{name}</code>
        </div>
      ))}
    </div>
  ),
};

/** Decorative by default; with a label it is an image with a name. */
export const Labelled: Story = {
  render: () => (
    <p className="sb-row">
      <Icon name="phone" /> 030 123 456
      <Icon name="location" label="Standort" />
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Standort' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon="phone"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
