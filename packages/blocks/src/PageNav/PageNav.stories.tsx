import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageNav } from './PageNav';

const meta = {
  title: 'Blocks/PageNav',
  component: PageNav,
  parameters: {
    docs: {
      description: {
        component:
          'In-page navigation. Inside `PageRenderer` it lists the blocks marked `listInPageNav`; the anchor is ' +
          'the slug of the first non-empty of anchor, topline, headline, name, topic. Pair with `useHashScroll` ' +
          'for links that arrive from other pages (smooth scroll after ~1 s).',
      },
    },
  },
  args: {
    items: [
      { id: 'wirkung', href: '#wirkung', label: 'Wirkung', uiComponent: 'CmCopyCenter' },
      { id: 'anwendung', href: '#anwendung', label: 'Anwendung', uiComponent: 'CmCopyCenter' },
      {
        id: 'haeufige-fragen',
        href: '#haeufige-fragen',
        label: 'Häufige Fragen',
        uiComponent: 'CmCopyCenter',
      },
    ],
  },
} satisfies Meta<typeof PageNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Auf dieser Seite' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { id: 'how-it-works', href: '#how-it-works', label: 'How it works', uiComponent: 'CmCopyCenter' },
      { id: 'how-to-use', href: '#how-to-use', label: 'How to use', uiComponent: 'CmCopyCenter' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'On this page' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  args: { items: [] },
};
