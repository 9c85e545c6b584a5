import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { socialBlock } from '../__fixtures__/content';
import { localized } from '../__fixtures__/storyRender';
import { tmSocialSchema } from './schema';
import { TmSocial } from './TmSocial';

const meta = {
  title: 'Blocks/TmSocial',
  component: TmSocial,
  parameters: {
    docs: {
      description: {
        component:
          'Social channels. Fields: `topline`, `headline` (default h2), `copy`, `channels` ' +
          '`[{ network, href, text? }]`. External links open a new tab (announced) with rel nofollow.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: tmSocialSchema.parse(socialBlock['de-DE']), index: 4 },
} satisfies Meta<typeof TmSocial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(TmSocial, tmSocialSchema, (locale) => socialBlock[locale]),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAttribute('rel', expect.stringContaining('nofollow'));
  },
};
export const English: Story = { ...Default, globals: { locale: 'en' } };
