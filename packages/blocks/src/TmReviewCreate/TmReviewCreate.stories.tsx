import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy, type BuiltInLocale as Locale } from '@healthsite/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { InMemoryServicesProvider } from '../services/InMemoryServicesProvider';
import { formsCopy } from '../services/forms/copy';
import { reviewCreateCopy } from './copy';
import type { ReviewDraft } from './ReviewCreateDialog';
import { tmReviewCreateSchema } from './schema';
import { TmReviewCreate } from './TmReviewCreate';
import { storyLocale } from '../__fixtures__/storyLocale';
import { formStories } from '../services/forms/formStories';

const content = {
  'de-DE': {
    headline: 'Ihre Meinung zählt',
    copy: '<p>Wie gefällt Ihnen LUMEDRA DUAL? Teilen Sie Ihre Erfahrung mit anderen.</p>',
    privacyHref: '/datenschutz',
  },
  en: {
    headline: 'Your opinion counts',
    copy: '<p>How do you like LUMEDRA DUAL? Share your experience with others.</p>',
    privacyHref: '/en/privacy',
  },
};

const block = (locale: Locale) =>
  tmReviewCreateSchema.parse({
    id: 'review-create',
    uiComponent: 'TmReviewCreate',
    product: 'prod-dual',
    productName: 'LUMEDRA DUAL',
    ...content[locale],
  });

const draft: Record<Locale, ReviewDraft> = {
  'de-DE': {
    rating: 4,
    title: 'Angenehm am Bildschirm',
    content: 'Die Tropfen brennen nicht und meine Augen fühlen sich abends deutlich frischer an.',
    displayName: 'Sabine K.',
    email: 'sabine.k@example.com',
    privacyAccepted: true,
  },
  en: {
    rating: 4,
    title: 'Pleasant at the screen',
    content: 'The drops do not sting and my eyes feel much fresher in the evening.',
    displayName: 'Sabine K.',
    email: 'sabine.k@example.com',
    privacyAccepted: true,
  },
};

const meta = {
  title: 'Blocks/TmReviewCreate',
  component: TmReviewCreate,
  // The form is a dialog in a portal on <body>: screenshot the page.
  parameters: {
    layout: 'fullscreen',
    screenshot: { target: 'page' },
    docs: {
      description: {
        component:
          'Review creation: a button opening the review form in a dialog (stars required, title 3–100, text 20–2000, ' +
          'displayed name 2–50, e-mail not published, privacy consent required), sent with `services.reviews.create` ' +
          '(POST /api/reviews). The draft survives closing the dialog and errors. Fields: `product`, `productName`, ' +
          '`privacyHref`, `topline`, `headline`, `copy`.',
      },
    },
  },
  args: { block: block('de-DE'), index: 1 },
} satisfies Meta<typeof TmReviewCreate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is open from the start (`defaultOpen`): the form's states play inside it. */
const stories = formStories(
  {
    render: (locale, { filled, script }) => (
      <InMemoryServicesProvider script={script}>
        <TmReviewCreate
          block={block(locale)}
          index={1}
          defaultOpen
          initialDraft={filled ? draft[locale] : undefined}
        />
      </InMemoryServicesProvider>
    ),
    submit: (locale) => reviewCreateCopy[locale].submit,
    success: (locale) => reviewCreateCopy[locale].successTitle,
    // Submitting without stars: the specification's message, the focus on the first star.
    firstInvalid: (locale) => ['radio', new RegExp(`^${uiCopy[locale].starLabel(1)}$`)],
    invalidMessages: (locale) => [uiCopy[locale].ratingRequired, formsCopy[locale].privacyRequired],
    kept: (locale) => [new RegExp(`^${reviewCreateCopy[locale].reviewTitle}`), draft[locale].title],
  },
  () => screen.getByRole('dialog'),
);

type FormStory = (typeof stories)['Empty'];
type Checks = (dialog: ReturnType<typeof within>, locale: Locale) => Promise<void>;

/** A form story that waits for the dialog, plays the shared checks, then the review form's own. */
const inDialog = (story: FormStory, more?: Checks) =>
  ({
    ...story,
    play: async (context: Parameters<NonNullable<FormStory['play']>>[0]) => {
      const locale = storyLocale(context.globals);
      await screen.findByRole('dialog', { name: reviewCreateCopy[locale].title('LUMEDRA DUAL') });
      await story.play?.(context);
      await more?.(within(screen.getByRole('dialog')), locale);
    },
  }) as Story;

const emptyChecks: Checks = async (dialog, locale) => {
  await expect(dialog.getByText(formsCopy[locale].emailNotShared)).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: new RegExp(formsCopy[locale].privacyConsent.link) }),
  ).not.toBeChecked();
};

/** Every field marked; the stars name their error as the group's description. */
const invalidChecks: Checks = async (dialog, locale) => {
  await expect(
    dialog.getByRole('group', { name: new RegExp(reviewCreateCopy[locale].rating) }),
  ).toHaveAccessibleDescription(uiCopy[locale].ratingRequired);
  await expect(
    dialog.getByRole('textbox', { name: new RegExp(`^${reviewCreateCopy[locale].reviewTitle}`) }),
  ).toHaveAttribute('aria-invalid', 'true');
};

/** The e-mail address is never shown. */
const successChecks: Checks = async (dialog) => {
  await expect(dialog.queryByText('sabine.k@example.com')).toBeNull();
};

/** Everything typed is still there, stars included. */
const errorChecks: Checks = async (dialog, locale) => {
  await expect(dialog.getByRole('radio', { name: uiCopy[locale].starLabel(4) })).toBeChecked();
};

export const Empty = inDialog(stories.Empty, emptyChecks);
export const Invalid = inDialog(stories.Invalid, invalidChecks);
export const Submitting = inDialog(stories.Submitting);
export const Success = inDialog(stories.Success, successChecks);
export const Error = inDialog(stories.Error, errorChecks);

/** Opened by the button; what was typed survives closing and reopening the dialog. */
export const DraftKept: Story = {
  parameters: { screenshot: false },
  render: (_, { globals }) => (
    <InMemoryServicesProvider>
      <TmReviewCreate block={block(storyLocale(globals))} index={1} />
    </InMemoryServicesProvider>
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const copy = reviewCreateCopy[locale];
    const trigger = within(canvasElement).getByRole('button', { name: copy.open });
    await userEvent.click(trigger);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${copy.reviewTitle}`) }), 'Gut');
    await userEvent.click(dialog.getByRole('button', { name: uiCopy[locale].close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    const again = within(await screen.findByRole('dialog'));
    await expect(again.getByRole('textbox', { name: new RegExp(`^${copy.reviewTitle}`) })).toHaveValue('Gut');
  },
};

export const EmptyEnglish = inDialog(stories.english(stories.Empty), emptyChecks);
export const InvalidEnglish = inDialog(stories.english(stories.Invalid), invalidChecks);
export const SubmittingEnglish = inDialog(stories.english(stories.Submitting));
export const SuccessEnglish = inDialog(stories.english(stories.Success), successChecks);
export const ErrorEnglish = inDialog(stories.english(stories.Error), errorChecks);
