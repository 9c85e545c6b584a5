import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copyCenterUsageBlock, demoPage, highlightBlock, speechBlock } from '../__fixtures__/content';
import { storyLocale } from '../__fixtures__/storyLocale';
import { localized } from '../__fixtures__/storyRender';
import { PageRenderer } from '../PageRenderer/PageRenderer';
import { tmSpeechSchema } from './schema';
import { TmSpeech } from './TmSpeech';

const meta = {
  title: 'Blocks/TmSpeech',
  component: TmSpeech,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A quote in a speech bubble. Fields: `copy` (the quote), `name` (speaker), `role`, `image` (portrait), ' +
          'optional `headline`. Its colours follow the next block (spacing table → `data-speech-tone`).',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: tmSpeechSchema.parse(speechBlock['de-DE']), index: 1 },
} satisfies Meta<typeof TmSpeech>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(TmSpeech, tmSpeechSchema, (locale) => speechBlock[locale]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('blockquote')).toBeVisible();
  },
};
export const English: Story = { ...Default, globals: { locale: 'en' } };
export const QuoteOnly: Story = {
  name: 'Partly filled: quote only',
  render: localized(TmSpeech, tmSpeechSchema, (locale) => ({
    id: 'speech-min',
    uiComponent: 'TmSpeech',
    copy: speechBlock[locale].copy,
  })),
};

/** Above a themed block the section takes the themed surface; above a plain block it stays plain. */
export const ToneFollowsNextBlock: Story = {
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    const quote = { ...speechBlock[locale], image: undefined };
    return (
      <>
        <PageRenderer
          page={demoPage(locale, 'gel', [quote, { ...highlightBlock[locale], image: undefined }])}
        />
        <PageRenderer
          page={demoPage(locale, 'gel', [{ ...quote, id: 'speech-2' }, { ...copyCenterUsageBlock[locale] }])}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-speech-tone]')].map((el) =>
      el.getAttribute('data-speech-tone'),
    );
    await expect(tones).toEqual(['themed', 'plain']);
  },
};
