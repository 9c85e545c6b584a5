import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { BuiltInLocale as Locale } from '@healthsite/ui';
import { InMemoryServicesProvider } from '../services/InMemoryServicesProvider';
import { formsCopy } from '../services/forms/copy';
import { formStories } from '../services/forms/formStories';
import { CmGenericForm } from './CmGenericForm';
import { genericFormCopy } from './copy';
import { sampleRequestFields } from './fixtures';
import { cmGenericFormSchema } from './schema';

const content = {
  'de-DE': {
    headline: 'Muster anfordern',
    copy: '<p>Für Fachkreise: Wir senden Ihnen kostenlose Muster für Ihre Beratung.</p>',
    submitLabel: 'Muster anfordern',
    successHeadline: 'Vielen Dank für Ihre Anfrage!',
    successCopy: 'Die Muster sind in wenigen Tagen bei Ihnen.',
    privacyHref: '/datenschutz',
  },
  en: {
    headline: 'Request samples',
    copy: '<p>For healthcare professionals: we send you free samples for your consultations.</p>',
    submitLabel: 'Request samples',
    successHeadline: 'Thank you for your request!',
    successCopy: 'The samples will reach you in a few days.',
    privacyHref: '/en/privacy',
  },
} satisfies Record<Locale, object>;

const block = (locale: Locale) =>
  cmGenericFormSchema.parse({
    id: 'samples',
    uiComponent: 'CmGenericForm',
    formId: 'muster-anfordern',
    fields: sampleRequestFields[locale],
    ...content[locale],
  });

const draft = {
  practice: 'Apotheke am Markt',
  name: 'Dr. Jana Peters',
  email: 'j.peters@example.com',
  product: 'dual',
  note: '',
  professional: true,
  privacyAccepted: true,
};

const meta = {
  title: 'Blocks/CmGenericForm',
  component: CmGenericForm,
  parameters: {
    docs: {
      description: {
        component:
          'A form defined by the content: `formId`, `fields` ([{ type: text|email|textarea|select|checkbox, name, label, required, ' +
          'help, minLength, maxLength, options }]), `privacyConsent` (default true), `privacyHref`, `submitLabel`, `successHeadline`, ' +
          '`successCopy`. Validated with `buildFormValuesSchema(fields)` (the server uses the same builder); sent with ' +
          '`services.forms.submit` (POST /api/forms/:formId).',
      },
    },
  },
  args: { block: block('de-DE'), index: 1 },
} satisfies Meta<typeof CmGenericForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = formStories({
  render: (locale, { filled, script }) => (
    <InMemoryServicesProvider
      script={script}
      forms={{
        'muster-anfordern': {
          formId: 'muster-anfordern',
          fields: sampleRequestFields[locale],
          privacyConsent: true,
        },
      }}
    >
      <CmGenericForm block={block(locale)} index={1} initialDraft={filled ? draft : undefined} />
    </InMemoryServicesProvider>
  ),
  submit: (locale) => content[locale].submitLabel,
  success: (locale) => content[locale].successHeadline,
  firstInvalid: (locale) => ['textbox', new RegExp(`^${sampleRequestFields[locale][0]!.label}`)],
  invalidMessages: (locale) => [
    formsCopy[locale].choiceRequired,
    formsCopy[locale].checkboxRequired,
    formsCopy[locale].privacyRequired,
  ],
  kept: () => [/^(Praxis oder Apotheke|Practice or pharmacy)/, draft.practice],
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

/** Defaults: no submit label or success text in the content. */
export const Defaults: Story = {
  render: (_, { globals }) => (
    <InMemoryServicesProvider>
      <CmGenericForm
        block={cmGenericFormSchema.parse({
          id: 'callback',
          uiComponent: 'CmGenericForm',
          formId: 'rueckruf',
          privacyConsent: false,
          fields: [{ type: 'text', name: 'phone', label: globals.locale === 'en' ? 'Phone' : 'Telefon' }],
        })}
        index={1}
      />
    </InMemoryServicesProvider>
  ),
  play: async ({ canvas, globals }) => {
    const locale = globals.locale === 'en' ? 'en' : 'de-DE';
    await expect(canvas.getByRole('button', { name: genericFormCopy[locale].submit })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The server rejects a field the browser accepted (400 with fields): the message shows at the field. */
export const ServerFieldError: Story = {
  render: (_, { globals }) => {
    const locale = globals.locale === 'en' ? 'en' : 'de-DE';
    return (
      <InMemoryServicesProvider
        script={[
          {
            kind: 'validation',
            status: 400,
            message: 'Bitte prüfen Sie Ihre Eingaben.',
            fields: { 'values.email': 'An diese Adresse können wir keine Muster senden.' },
          },
        ]}
      >
        <CmGenericForm block={block(locale)} index={1} initialDraft={draft} />
      </InMemoryServicesProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Muster anfordern/ }));
    const email = canvas.getByRole('textbox', { name: /^E-Mail-Adresse/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An diese Adresse können wir keine Muster senden.'),
    );
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue(draft.email);
  },
};
