import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { introBlock } from '../__fixtures__/content';
import { localized } from '../__fixtures__/storyRender';
import { CmIntro } from './CmIntro';
import { cmIntroSchema, cmIntroVariants } from './schema';

const meta = {
  title: 'Blocks/CmIntro',
  component: CmIntro,
  parameters: {
    docs: {
      description: {
        component: `Introduction. Fields: \`topline\`, \`headline\` (default h2), \`copy\`, \`links\`, \`variant\`: ${cmIntroVariants.join(', ')}.`,
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmIntroSchema.parse(introBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

const variant = (name: (typeof cmIntroVariants)[number]) =>
  localized(CmIntro, cmIntroSchema, (locale) => ({ ...introBlock[locale], variant: name }));

export const Default: Story = {
  render: variant('default'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
export const English: Story = { ...Default, globals: { locale: 'en' } };
export const Centered: Story = { render: variant('centered') };
export const Split: Story = { render: variant('split') };
export const Lead: Story = { render: variant('lead') };
export const HeadlineOnly: Story = {
  name: 'Partly filled: headline only',
  render: localized(CmIntro, cmIntroSchema, (locale) => ({
    id: 'intro-min',
    uiComponent: 'CmIntro',
    headline: introBlock[locale].headline,
  })),
};
