import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewBanner } from './PreviewBanner';

const meta = {
  title: 'Chrome/PreviewBanner',
  component: PreviewBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Shown above the header while an editor looks at unpublished content (draft preview). Its link ends the ' +
          'preview (a document navigation: it drops the preview cookie). Sticky at the top; not themed.',
      },
    },
  },
  args: { endHref: '/api/preview/end?path=%2Fprodukte%2Fcare' },
} satisfies Meta<typeof PreviewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Vorschau' });
    await expect(banner).toHaveTextContent('Sie sehen unveröffentlichte Inhalte.');
    const end = within(banner).getByRole('link', { name: 'Vorschau beenden' });
    await expect(end).toHaveAttribute('href', '/api/preview/end?path=%2Fprodukte%2Fcare');
    await expect(end).toHaveAttribute('data-reload-document');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { endHref: '/api/preview/end?path=%2Fen' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Preview' });
    await expect(within(banner).getByRole('link', { name: 'End preview' })).toBeVisible();
  },
};
