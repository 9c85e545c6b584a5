import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BuiltInLocale as Locale } from '@healthsite/ui';
import { InMemoryServicesProvider } from '../services/InMemoryServicesProvider';
import { formsCopy } from '../services/forms/copy';
import { formStories } from '../services/forms/formStories';
import { CmNewsletterUnsubscribe } from './CmNewsletterUnsubscribe';
import { unsubscribeCopy } from './copy';
import { cmNewsletterUnsubscribeSchema } from './schema';

const content = {
  'de-DE': {
    headline: 'Newsletter abbestellen',
    headingTag: 'h1',
    copy: '<p>Geben Sie die E-Mail-Adresse ein, mit der Sie sich angemeldet haben.</p>',
  },
  en: {
    headline: 'Unsubscribe from the newsletter',
    headingTag: 'h1',
    copy: '<p>Enter the email address you subscribed with.</p>',
  },
} satisfies Record<Locale, object>;

const block = (locale: Locale) =>
  cmNewsletterUnsubscribeSchema.parse({
    id: 'unsubscribe',
    uiComponent: 'CmNewsletterUnsubscribe',
    ...content[locale],
  });

const meta = {
  title: 'Blocks/CmNewsletterUnsubscribe',
  component: CmNewsletterUnsubscribe,
  parameters: {
    docs: {
      description: {
        component:
          'Newsletter unsubscribe: one e-mail field, sent with `services.newsletter.unsubscribe` (POST /api/newsletter/unsubscribe). ' +
          'The answer is the same for any address. Fields: `topline`, `headline`, `copy`.',
      },
    },
  },
  args: { block: block('de-DE'), index: 1 },
} satisfies Meta<typeof CmNewsletterUnsubscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = formStories({
  render: (locale, { filled, script }) => (
    <InMemoryServicesProvider script={script}>
      <CmNewsletterUnsubscribe
        block={block(locale)}
        index={1}
        initialDraft={filled ? { email: 'sabine.k@example.com' } : undefined}
      />
    </InMemoryServicesProvider>
  ),
  submit: (locale) => unsubscribeCopy[locale].submit,
  success: (locale) => unsubscribeCopy[locale].success,
  firstInvalid: (locale) => ['textbox', new RegExp(`^${unsubscribeCopy[locale].email}`)],
  invalidMessages: (locale) => [formsCopy[locale].required],
  kept: (locale) => [new RegExp(`^${unsubscribeCopy[locale].email}`), 'sabine.k@example.com'],
});

export const Empty: Story = stories.Empty as Story;
export const Invalid: Story = stories.Invalid as Story;
export const Submitting: Story = stories.Submitting as Story;
export const Success: Story = stories.Success as Story;
export const Error: Story = stories.Error as Story;
export const EmptyEnglish: Story = stories.english(stories.Empty) as Story;
export const InvalidEnglish: Story = stories.english(stories.Invalid) as Story;
export const SubmittingEnglish: Story = stories.english(stories.Submitting) as Story;
export const SuccessEnglish: Story = stories.english(stories.Success) as Story;
export const ErrorEnglish: Story = stories.english(stories.Error) as Story;
