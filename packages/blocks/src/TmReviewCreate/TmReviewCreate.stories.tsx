import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy, type Locale } from '@healthsite/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { InMemoryServicesProvider } from '../services/InMemoryServicesProvider';
import type { InMemoryServicesOptions } from '../services/inMemory';
import { formsCopy } from '../services/forms/copy';
import { reviewCreateCopy } from './copy';
import type { ReviewDraft } from './ReviewCreateDialog';
import { tmReviewCreateSchema } from './schema';
import { TmReviewCreate } from './TmReviewCreate';
import { storyLocale } from '../__fixtures__/storyLocale';

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

const open =
  (filled: boolean, script?: InMemoryServicesOptions['script']): Story['render'] =>
  (_, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <InMemoryServicesProvider script={script}>
        <TmReviewCreate
          block={block(locale)}
          index={1}
          defaultOpen
          initialDraft={filled ? draft[locale] : undefined}
        />
      </InMemoryServicesProvider>
    );
  };

const submit = (locale: Locale) =>
  within(screen.getByRole('dialog')).getByRole('button', {
    name: new RegExp(`^${reviewCreateCopy[locale].submit}`),
  });

const english = (story: Story): Story => ({ ...story, name: undefined, globals: { locale: 'en' } });

export const Empty: Story = {
  render: open(false),
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await screen.findByRole('dialog', {
      name: reviewCreateCopy[locale].title('LUMEDRA DUAL'),
    });
    await expect(within(dialog).getByText(formsCopy[locale].emailNotShared)).toBeVisible();
    await expect(
      within(dialog).getByRole('checkbox', { name: new RegExp(formsCopy[locale].privacyConsent.link) }),
    ).not.toBeChecked();
  },
};

/** Submitting without stars: the specification's message, the focus on the stars, every field marked. */
export const Invalid: Story = {
  render: open(false),
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await screen.findByRole('dialog');
    await userEvent.click(submit(locale));
    const dialog = within(screen.getByRole('dialog'));
    await expect(await dialog.findByText(uiCopy[locale].ratingRequired)).toBeVisible();
    await expect(dialog.getByText(formsCopy[locale].privacyRequired)).toBeVisible();
    await waitFor(() => expect(dialog.getAllByRole('radio')[0]).toHaveFocus());
    await expect(
      dialog.getByRole('group', { name: new RegExp(reviewCreateCopy[locale].rating) }),
    ).toHaveAccessibleDescription(uiCopy[locale].ratingRequired);
    await expect(
      dialog.getByRole('textbox', { name: new RegExp(`^${reviewCreateCopy[locale].reviewTitle}`) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  render: open(true, ['hold']),
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await screen.findByRole('dialog');
    await userEvent.click(submit(locale));
    await waitFor(() => expect(submit(locale)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed first try, then a retry that succeeds. */
export const Success: Story = {
  name: 'Success (after an error and a retry)',
  render: open(true, ['server']),
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await screen.findByRole('dialog');
    await userEvent.click(submit(locale));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: formsCopy[locale].retry }));
    const done = await dialog.findByRole('status');
    await expect(done).toHaveTextContent(reviewCreateCopy[locale].successTitle);
    await expect(dialog.queryByText('sabine.k@example.com')).toBeNull();
  },
};

/** The server failed: message, retry, and everything typed is still there. */
export const Error: Story = {
  name: 'Error (values kept, retry offered)',
  render: open(true, ['server']),
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await screen.findByRole('dialog');
    await userEvent.click(submit(locale));
    const dialog = within(screen.getByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(formsCopy[locale].errors.server);
    await expect(
      dialog.getByRole('textbox', { name: new RegExp(`^${reviewCreateCopy[locale].reviewTitle}`) }),
    ).toHaveValue(draft[locale].title);
    await expect(dialog.getByRole('radio', { name: uiCopy[locale].starLabel(4) })).toBeChecked();
  },
};

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

export const EmptyEnglish = english(Empty);
export const InvalidEnglish = english(Invalid);
export const SubmittingEnglish = english(Submitting);
export const SuccessEnglish = { ...english(Success), name: 'Success (after an error and a retry), English' };
export const ErrorEnglish = { ...english(Error), name: 'Error (values kept, retry offered), English' };
