import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, userEvent, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { CmVideo } from './CmVideo';
import { videoBlock } from './fixtures';
import { cmVideoSchema, videoProviders } from './schema';

const meta = {
  title: 'Blocks/CmVideo',
  component: CmVideo,
  parameters: {
    docs: {
      description: {
        component:
          'Video. Fields: `topline`, `headline` (default h2), `copy`, `links`, `provider` ' +
          `(${videoProviders.join(' | ')}), \`videoId\` (YouTube / Vimeo), \`src\` (mp4), \`poster\`, \`title\` ` +
          '(player name; default headline), `caption`. Before play only our poster, a play button and a privacy ' +
          'note; nothing is requested from the provider. Play embeds youtube-nocookie.com / Vimeo with dnt=1 or ' +
          'a <video>. Renders nothing without a playable source.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: cmVideoSchema.parse(videoBlock['de-DE']), index: 1 },
} satisfies Meta<typeof CmVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Poster first: no iframe, nothing in the DOM that points at the provider. */
export const Default: Story = {
  render: localized(CmVideo, cmVideoSchema, (locale) => videoBlock[locale]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const urls = [...canvasElement.querySelectorAll('[src], [srcset], [href], [poster]')].flatMap((el) =>
      ['src', 'srcset', 'href', 'poster'].map((name) => el.getAttribute(name) ?? ''),
    );
    await expect(urls.filter((url) => /youtube|ytimg|vimeo/i.test(url))).toEqual([]);
    await expect(
      canvas.getByRole('button', { name: 'Video abspielen: Augentropfen richtig anwenden' }),
    ).toBeVisible();
    await expect(canvas.getByText(/erst wenn Sie auf Abspielen klicken/i)).toBeVisible();
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

/**
 * Play: the player appears only after the click and takes the focus. Stories make no third-party
 * request, so this one plays a file from our own origin; the YouTube / Vimeo embed addresses are
 * unit-tested in embed.test.ts, and the Default story proves nothing points at the provider before play.
 */
export const Playing: Story = {
  name: 'Play pressed',
  // A playing <video> has no stable frame to screenshot.
  parameters: { screenshot: false },
  render: localized(CmVideo, cmVideoSchema, (locale) => ({
    ...videoBlock[locale],
    provider: undefined,
    videoId: undefined,
    src: '/videos/lumedra-anwendung.mp4',
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Video abspielen/ }));
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('src', '/videos/lumedra-anwendung.mp4');
    await expect(video).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /Video abspielen/ })).toBeNull();
  },
};

export const PartlyFilled: Story = {
  name: 'Partly filled: Vimeo id only (no poster, no intro)',
  render: localized(CmVideo, cmVideoSchema, () => ({
    id: 'video-min',
    uiComponent: 'CmVideo',
    provider: 'vimeo',
    videoId: '76979871',
  })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Video abspielen: Video' })).toBeVisible();
    await expect(within(canvasElement).getByText(/von Vimeo geladen/)).toBeVisible();
  },
};

/** A file on our own origin: no third party, so no privacy note. */
export const OwnFile: Story = {
  name: 'Own mp4 file',
  render: localized(CmVideo, cmVideoSchema, (locale) => ({
    ...videoBlock[locale],
    provider: undefined,
    videoId: undefined,
    src: '/videos/lumedra-anwendung.mp4',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.hs-video__note')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  parameters: { screenshot: false },
  render: localized(CmVideo, cmVideoSchema, () => ({
    id: 'video-empty',
    uiComponent: 'CmVideo',
    headline: 'Video',
    provider: 'youtube',
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="CmVideo"]')).toBeNull();
  },
};

/** Every theme: the play button follows data-theme. */
export const Themes: Story = {
  render: (args) => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
      {themes.map((theme) => (
        <div key={theme} data-theme={theme}>
          <CmVideo
            {...args}
            block={cmVideoSchema.parse({
              id: `video-${theme}`,
              uiComponent: 'CmVideo',
              src: '/videos/a.mp4',
              title: theme,
            })}
          />
        </div>
      ))}
    </div>
  ),
};
