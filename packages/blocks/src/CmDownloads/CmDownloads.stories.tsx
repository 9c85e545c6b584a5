import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { CmDownloads } from './CmDownloads';
import { downloadsBlock } from './fixtures';
import { cmDownloadsSchema } from './schema';

const meta = {
  title: 'Blocks/CmDownloads',
  component: CmDownloads,
  parameters: {
    docs: {
      description: {
        component:
          'Downloads. Fields: `topline`, `headline` (default h2), `copy`, `links`, `items` ' +
          '`[{ title, href, fileType? (default: extension of href), size? (bytes), description? }]`. ' +
          'Sizes in decimal units per locale (`1,2 MB` / `1.2 MB`). Link rules apply: `/files/…` stays in the tab ' +
          '(with `download`), other URLs open a new tab. Entries without title or href are left out.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmDownloadsSchema.parse(downloadsBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(CmDownloads, cmDownloadsSchema, (locale) => downloadsBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName(
      /^Gebrauchsanweisung LUMEDRA CARE\s*, PDF, 1,2 MB\s*, Stand: März 2026$/,
    );
    await expect(links[0]).toHaveAttribute('href', '/files/lumedra-care-gebrauchsanweisung.pdf');
    await expect(links[0]).toHaveAttribute('download');
    await expect(links[2]).toHaveAttribute('target', '_blank');
    await expect(links[2]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(links[2]).not.toHaveAttribute('download');
  },
};

export const English: Story = {
  render: Default.render,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveAccessibleName(/PDF, 1\.2 MB/);
  },
};

export const PartlyFilled: Story = {
  name: 'Partly filled: no intro, no sizes, one entry without href',
  render: localized(CmDownloads, cmDownloadsSchema, (locale) => {
    const items = downloadsBlock[locale].items as Record<string, unknown>[];
    return {
      id: 'downloads-min',
      uiComponent: 'CmDownloads',
      items: [
        { title: items[0]!.title, href: items[0]!.href },
        { title: items[1]!.title },
        { title: 'Broschüre', href: '/files/broschuere' },
      ],
    };
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(CmDownloads, cmDownloadsSchema, () => ({
    id: 'downloads-empty',
    uiComponent: 'CmDownloads',
    headline: 'Downloads',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmDownloads"]')).toBeNull();
  },
};

/** Every theme: titles and the icon follow data-theme. */
export const Themes: Story = {
  render: (args) => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
      {themes.map((theme) => (
        <div key={theme} data-theme={theme}>
          <CmDownloads
            {...args}
            block={cmDownloadsSchema.parse({
              id: `downloads-${theme}`,
              uiComponent: 'CmDownloads',
              items: [{ title: theme, href: `/files/${theme}.pdf`, size: 120_000 }],
            })}
          />
        </div>
      ))}
    </div>
  ),
};
