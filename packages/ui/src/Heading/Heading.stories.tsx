import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingSizes, headingTags } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { headingTag: 'h2', children: 'Gesunde Augen, jeden Tag' },
  argTypes: {
    headingTag: { control: 'select', options: headingTags },
    size: { control: 'select', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each visual size (rendered as h2, so the outline stays valid). */
export const Sizes: Story = {
  render: () => (
    <div className="sb-stack">
      {[...headingSizes].reverse().map((size) => (
        <Heading key={size} headingTag="h2" size={size}>
          {size}: Augentropfen für trockene Augen
        </Heading>
      ))}
    </div>
  ),
};

/** Tag and size are independent: an h3 that looks like a display heading, an h1 kept small. */
export const TagIndependentOfSize: Story = {
  render: () => (
    <div className="sb-stack">
      <Heading headingTag="h1" size="sm">
        h1 mit Größe sm
      </Heading>
      <Heading headingTag="h2" size="2xl">
        h2 mit Größe 2xl
      </Heading>
      <Heading headingTag="p" size="lg">
        p mit Größe lg
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1 });
    await expect(h1).toHaveAttribute('data-size', 'sm');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('data-size', '2xl');
    await expect(canvas.getByText('p mit Größe lg').tagName).toBe('P');
  },
};
