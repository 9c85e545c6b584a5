import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Block } from '@healthsite/content-client';
import { themes } from '@healthsite/ui';
import { expect, within } from 'storybook/test';
import { productStageBlock, stageBlock, type FixtureLocale } from '../__fixtures__/content';
import { storyLocale } from '../__fixtures__/storyLocale';
import { smStageSchema } from './schema';
import { SmStage } from './SmStage';

const parse = (block: Block) => smStageSchema.parse(block);

const meta = {
  title: 'Blocks/SmStage',
  component: SmStage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Stage (hero). Fields: `topline`, `headline`, `headingTag` (default h1), `copy` (rich text), ' +
          '`image` `{ src, alt, type?, ratio? }`, `links` (first = primary button), `variant` `default | product`. ' +
          'Themed: colours follow the page’s `data-theme`. As the first block its image loads with high priority.',
      },
    },
  },
  argTypes: { block: { control: 'object' }, anchorId: { control: 'text' } },
  args: { block: parse(stageBlock['de-DE']), index: 0 },
} satisfies Meta<typeof SmStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders the fixture in the toolbar's locale; edited args (Controls) win over the fixture. */
const withContent =
  (pick: (locale: FixtureLocale) => Block): Story['render'] =>
  (args, { globals, initialArgs }) => (
    <SmStage
      {...args}
      block={args.block === initialArgs.block ? parse(pick(storyLocale(globals))) : args.block}
    />
  );

export const Default: Story = {
  render: withContent((locale) => stageBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('data-variant', 'contained-themed');
    await expect(links[1]).toHaveAttribute('data-variant', 'outlined');
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const English: Story = {
  render: withContent((locale) => stageBlock[locale]),
  globals: { locale: 'en' },
};

export const Product: Story = {
  render: withContent((locale) => productStageBlock[locale]),
};

export const TextOnly: Story = {
  name: 'Partly filled: no image',
  render: withContent((locale) => ({ ...stageBlock[locale], image: undefined })),
};

export const HeadlineOnly: Story = {
  name: 'Partly filled: headline only',
  render: withContent((locale) => ({
    id: 'stage-min',
    uiComponent: 'SmStage',
    headline: stageBlock[locale].headline,
  })),
};

export const ImageOnly: Story = {
  name: 'Partly filled: image only',
  render: withContent((locale) => ({
    id: 'stage-img',
    uiComponent: 'SmStage',
    image: stageBlock[locale].image,
  })),
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  // Nothing to photograph: the play function checks that no block element exists.
  parameters: { screenshot: false },
  render: withContent(() => ({ id: 'stage-empty', uiComponent: 'SmStage' })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="SmStage"]')).toBeNull();
  },
};

/**
 * Every theme at once: the stage's surface, topline, headline and primary button are themed.
 * Compact (4 columns) so the whole grid fits the test viewport.
 */
export const Themes: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const cta = stageBlock[locale].links ?? [];
    return (
      <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
        {themes.map((theme) => (
          <div key={theme} data-theme={theme}>
            <SmStage
              {...args}
              block={parse({
                id: `stage-${theme}`,
                uiComponent: 'SmStage',
                topline: theme,
                headline: locale === 'en' ? 'Eye drops' : 'Augentropfen',
                headingTag: 'h2',
                links: cta.slice(1, 2),
              })}
            />
          </div>
        ))}
      </div>
    );
  },
};
