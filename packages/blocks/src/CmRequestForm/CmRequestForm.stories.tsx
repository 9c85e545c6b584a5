import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BuiltInLocale as Locale } from '@healthsite/ui';
import { InMemoryServicesProvider } from '../services/InMemoryServicesProvider';
import { formsCopy } from '../services/forms/copy';
import { formStories } from '../services/forms/formStories';
import { CmRequestForm } from './CmRequestForm';
import { requestFormCopy } from './copy';
import { cmRequestFormSchema } from './schema';

const content = {
  'de-DE': {
    headline: 'Schreiben Sie uns',
    copy: '<p>Unsere Verbraucherberatung antwortet Ihnen persönlich.</p>',
    privacyHref: '/datenschutz',
  },
  en: {
    headline: 'Write to us',
    copy: '<p>Our consumer advice team will answer you personally.</p>',
    privacyHref: '/en/privacy',
  },
} satisfies Record<Locale, object>;

const block = (locale: Locale) =>
  cmRequestFormSchema.parse({ id: 'request', uiComponent: 'CmRequestForm', ...content[locale] });

const draft = {
  'de-DE': {
    topic: 'application',
    message: 'Darf ich die Tropfen auch mit weichen Kontaktlinsen verwenden?',
    name: 'Sabine Krüger',
    email: 'sabine.k@example.com',
    privacyAccepted: true,
  },
  en: {
    topic: 'application',
    message: 'May I use the drops with soft contact lenses?',
    name: 'Sabine Krüger',
    email: 'sabine.k@example.com',
    privacyAccepted: true,
  },
};

const meta = {
  title: 'Blocks/CmRequestForm',
  component: CmRequestForm,
  parameters: {
    docs: {
      description: {
        component:
          'Contact request: topic, message, name, e-mail and the required privacy consent, sent with `services.request.send` ' +
          '(POST /api/request). Fields: `topline`, `headline`, `copy`, `topics` ([{ value, label }], default four topics), `privacyHref`.',
      },
    },
  },
  args: { block: block('de-DE'), index: 1 },
} satisfies Meta<typeof CmRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = formStories({
  render: (locale, { filled, script }) => (
    <InMemoryServicesProvider script={script}>
      <CmRequestForm block={block(locale)} index={1} initialDraft={filled ? draft[locale] : undefined} />
    </InMemoryServicesProvider>
  ),
  submit: (locale) => requestFormCopy[locale].submit,
  success: (locale) => requestFormCopy[locale].success,
  firstInvalid: (locale) => ['combobox', new RegExp(`^${requestFormCopy[locale].topic}`)],
  invalidMessages: (locale) => [formsCopy[locale].choiceRequired, formsCopy[locale].privacyRequired],
  kept: (locale) => [new RegExp(`^${requestFormCopy[locale].message}`), draft[locale].message],
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
