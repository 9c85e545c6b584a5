import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Block } from '@healthsite/content-client';
import { expect, userEvent, within } from 'storybook/test';
import {
  anchorNavBlock,
  copyCenterBlock,
  copyCenterUsageBlock,
  demoPage,
  productStageBlock,
  stageBlock,
} from '../__fixtures__/content';
import { storyLocale } from '../__fixtures__/storyLocale';
import { PageRenderer } from './PageRenderer';

const meta = {
  title: 'Blocks/Page',
  component: PageRenderer,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A whole page from the content service rendered by `PageRenderer`: blocks in order, the spacing ' +
          'table between neighbours, `data-theme` from the page. Storybook passes `mode="development"`, which ' +
          'shows a placeholder for block types the registry does not know.',
      },
    },
  },
  args: { page: demoPage('de-DE'), mode: 'development' },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const page = demoPage(locale, 'default', [
      stageBlock[locale],
      anchorNavBlock[locale],
      copyCenterBlock[locale],
      copyCenterUsageBlock[locale],
    ]);
    return <PageRenderer {...args} page={page} />;
  },
};

/** Page navigation at work: a click moves focus to the section (keyboard and screen-reader users land there too). */
export const PageNavigation: Story = {
  render: Home.render,
  // The click scrolls the page; the layout itself is covered by the Home screenshot.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(2);
    const target = links[1]!.getAttribute('href') ?? '';
    await expect(target).toMatch(/^#(anwendung|how-to-use)$/);
    await userEvent.click(links[1]!);
    await expect(canvasElement.querySelector(target)).toHaveFocus();
  },
};

export const EnglishProductPage: Story = {
  globals: { locale: 'en' },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <PageRenderer
        {...args}
        page={demoPage(locale, 'care', [productStageBlock[locale], copyCenterUsageBlock[locale]])}
      />
    );
  },
};

/** Content the site cannot render: the invalid block is dropped (and logged), the rest renders. */
export const BrokenContent: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const page = demoPage(locale, 'fresh', [
      stageBlock[locale],
      { id: 'unknown-1', uiComponent: 'TmNotYetBuilt', headline: 'Neu im CMS' },
      { id: 'spaced', uiComponent: 'Cm Copy Center', headline: 'Leerzeichen im Typ' },
      // What a misconfigured CMS might send: not a heading tag.
      {
        id: 'broken',
        uiComponent: 'CmCopyCenter',
        headingTag: 'h9',
        headline: 'Ungültiges headingTag',
      } as unknown as Block,
      copyCenterUsageBlock[locale],
    ]);
    return <PageRenderer {...args} page={page} logger={{ warn: () => {} }} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('TmNotYetBuilt');
    await expect(canvas.queryByText('Ungültiges headingTag')).toBeNull();
    await expect(canvas.queryByText('Leerzeichen im Typ')).toBeNull();
  },
};

export const BrokenContentInProduction: Story = {
  ...BrokenContent,
  args: { mode: 'production' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};
