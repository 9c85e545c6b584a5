import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Block } from '@healthsite/content-client';
import { expect, within } from 'storybook/test';
import { copyCenterBlock, copyCenterUsageBlock, type FixtureLocale } from '../__fixtures__/content';
import { storyLocale } from '../__fixtures__/storyLocale';
import { CmCopyCenter } from './CmCopyCenter';
import { cmCopyCenterSchema } from './schema';

const parse = (block: Block) => cmCopyCenterSchema.parse(block);

const meta = {
  title: 'Blocks/CmCopyCenter',
  component: CmCopyCenter,
  parameters: {
    docs: {
      description: {
        component:
          'Centred copy. Fields: `topline`, `headline`, `headingTag` (default h2), `copy` (rich text), `links`. ' +
          'Renders nothing when all of them are empty.',
      },
    },
  },
  argTypes: { block: { control: 'object' }, anchorId: { control: 'text' } },
  args: { block: parse(copyCenterBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmCopyCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const withContent =
  (pick: (locale: FixtureLocale) => Block): Story['render'] =>
  (args, { globals, initialArgs }) => (
    <CmCopyCenter
      {...args}
      block={args.block === initialArgs.block ? parse(pick(storyLocale(globals))) : args.block}
    />
  );

export const Default: Story = {
  render: withContent((locale) => copyCenterBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\//));
  },
};

export const English: Story = {
  render: withContent((locale) => copyCenterBlock[locale]),
  globals: { locale: 'en' },
};

export const WithoutLinks: Story = {
  name: 'Partly filled: no links',
  render: withContent((locale) => copyCenterUsageBlock[locale]),
};

export const CopyOnly: Story = {
  name: 'Partly filled: copy only',
  render: withContent((locale) => ({
    id: 'copy-only',
    uiComponent: 'CmCopyCenter',
    copy: copyCenterBlock[locale].copy,
  })),
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  // Nothing to photograph: the play function checks that no block element exists.
  parameters: { screenshot: false },
  render: withContent(() => ({ id: 'copy-empty', uiComponent: 'CmCopyCenter' })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmCopyCenter"]')).toBeNull();
  },
};
