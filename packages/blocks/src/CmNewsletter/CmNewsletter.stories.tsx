import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BuiltInLocale as Locale } from '@healthsite/ui';
import { InMemoryServicesProvider } from '../services/InMemoryServicesProvider';
import { formsCopy } from '../services/forms/copy';
import { formStories } from '../services/forms/formStories';
import { CmNewsletter } from './CmNewsletter';
import { newsletterCopy } from './copy';
import { cmNewsletterSchema } from './schema';

const content = {
  'de-DE': {
    topline: 'Newsletter',
    headline: 'Tipps für gesunde Augen',
    copy: '<p>Einmal im Monat: saisonale Tipps, Neues aus dem Ratgeber und Aktionen in Ihrer Apotheke.</p>',
    privacyHref: '/datenschutz',
  },
  en: {
    topline: 'Newsletter',
    headline: 'Tips for healthy eyes',
    copy: '<p>Once a month: seasonal tips, news from our advice pages and offers in your pharmacy.</p>',
    privacyHref: '/en/privacy',
  },
} satisfies Record<Locale, object>;

const block = (locale: Locale) =>
  cmNewsletterSchema.parse({ id: 'newsletter', uiComponent: 'CmNewsletter', ...content[locale] });

const meta = {
  title: 'Blocks/CmNewsletter',
  component: CmNewsletter,
  parameters: {
    docs: {
      description: {
        component:
          'Newsletter sign-up (double opt-in): e-mail and the required privacy consent, sent with `services.newsletter.subscribe` ' +
          '(POST /api/newsletter). Fields: `topline`, `headline`, `copy`, `privacyHref`.',
      },
    },
  },
  args: { block: block('de-DE'), index: 1 },
} satisfies Meta<typeof CmNewsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = formStories({
  render: (locale, { filled, script }) => (
    <InMemoryServicesProvider script={script}>
      <CmNewsletter
        block={block(locale)}
        index={1}
        initialDraft={filled ? { email: 'sabine.k@example.com', privacyAccepted: true } : undefined}
      />
    </InMemoryServicesProvider>
  ),
  submit: (locale) => newsletterCopy[locale].submit,
  success: (locale) => newsletterCopy[locale].success,
  firstInvalid: (locale) => ['textbox', new RegExp(`^${newsletterCopy[locale].email}`)],
  invalidMessages: (locale) => [formsCopy[locale].required, formsCopy[locale].privacyRequired],
  kept: (locale) => [new RegExp(`^${newsletterCopy[locale].email}`), 'sabine.k@example.com'],
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
