import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/content-client';
import { expect, within } from 'storybook/test';
import { storyLocale } from '../../__fixtures__/storyLocale';
import { RelatedPages, type RelatedPage } from './RelatedPages';

const related: Record<'de-DE' | 'en', RelatedPage[]> = {
  'de-DE': [
    {
      path: '/produkte/comod',
      title: 'LUMEDRA COMOD',
      description: 'Der Klassiker: Hyaluron-Augentropfen im COMOD-System, ohne Konservierungsmittel.',
    },
    {
      path: '/produkte/fresh',
      title: 'LUMEDRA FRESH',
      description: 'Erfrischt müde Augen nach langen Tagen am Bildschirm.',
    },
    { path: '/ratgeber/kontaktlinsen', title: 'Kontaktlinsen und trockene Augen' },
  ],
  en: [
    {
      path: '/en/products/comod',
      title: 'LUMEDRA COMOD',
      description: 'The classic: hyaluronic eye drops in the COMOD system, without preservatives.',
    },
    {
      path: '/en/products/fresh',
      title: 'LUMEDRA FRESH',
      description: 'Refreshes tired eyes after long days at the screen.',
    },
    { path: '/en/advice/contact-lenses', title: 'Contact lenses and dry eyes' },
  ],
};

const meta = {
  title: 'Chrome/RelatedPages',
  component: RelatedPages,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The "related pages" hint at the end of a page: the pages its content marks similar (`similarTo`, in ' +
          'either direction) in its own locale, up to three, with their name and description. Nothing without them.',
      },
    },
  },
  args: { pages: related['de-DE'] },
  render: (args, { globals }) => <RelatedPages {...args} pages={related[storyLocale(globals)]} />,
} satisfies Meta<typeof RelatedPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', {
      name: 'Das könnte Sie auch interessieren',
    });
    await expect(within(aside).getAllByRole('link')).toHaveLength(3);
    await expect(within(aside).getByRole('link', { name: /LUMEDRA COMOD/ })).toHaveAttribute(
      'href',
      '/produkte/comod',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('complementary', { name: 'You may also be interested in' }),
    ).toBeVisible();
  },
};

/** Every theme: the names and arrows take the page's primary colour. */
export const Themes: Story = {
  render: () => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themes.map((theme) => (
        <div key={theme} data-theme={theme}>
          <RelatedPages heading={`Theme ${theme}`} pages={[{ ...related['de-DE'][0]!, title: theme }]} />
        </div>
      ))}
    </div>
  ),
};

/** Without related pages the hint is not there. */
export const None: Story = {
  parameters: { screenshot: false },
  args: { pages: [] },
  render: (args) => <RelatedPages {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
