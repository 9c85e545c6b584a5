import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResponsiveImage } from './ResponsiveImage';
import { imageRatios } from './imageUrl';

// Served by Storybook from .storybook/fixtures (generated PNGs, no network).
const src = '/fixtures/images/sample';

const meta = {
  title: 'UI/ResponsiveImage',
  component: ResponsiveImage,
  args: { src, ratio: '16-9', alt: 'Himmel über dem Meer mit Sonne', sizes: '320px' },
  argTypes: { ratio: { control: 'inline-radio', options: imageRatios } },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('src', `${src}/m-16-9`);
    await expect(img.getAttribute('srcset')).toContain(`${src}/xl-16-9 3840w`);
    await expect(img).toHaveAttribute('width', '1366');
    await expect(img).toHaveAttribute('height', '768');
  },
};

/** Every ratio of the contract; the box is reserved before the image arrives. */
export const Ratios: Story = {
  render: (args) => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(4, 12rem)' }}>
      {imageRatios.map((ratio) => (
        <figure key={ratio} style={{ margin: 0 }}>
          <ResponsiveImage {...args} ratio={ratio} sizes="192px" alt={`Seitenverhältnis ${ratio}`} />
          <figcaption>{ratio}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const tall = canvas.getByRole('img', { name: 'Seitenverhältnis 1-2' });
    const box = tall.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round(box.width * 2));
  },
};

/** Above the fold: eager with high fetch priority. PNG sources get the -png suffix. */
export const PriorityPng: Story = {
  args: { priority: true, type: 'png', ratio: '3-2', sizes: '480px', style: { maxWidth: '30rem' } },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('src', `${src}/m-3-2-png`);
  },
};
