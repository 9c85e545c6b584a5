import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsletterTokenPage, newsletterTokenCopy } from './NewsletterTokenPage';

const token = 'dGVzdC10b2tlbi1mb3ItdGhlLXN0b3J5LW9ubHk';

const meta = {
  title: 'Chrome/NewsletterTokenPage',
  component: NewsletterTokenPage,
  parameters: {
    docs: {
      description: {
        component:
          'The page behind the links of the newsletter mails: one button posts the token to the services API ' +
          '(`/api/newsletter/confirm` or `/api/newsletter/unsubscribe/confirm`), which answers 303 back here with the ' +
          'outcome. A plain form, so it works without JavaScript, and a POST, so mail scanners that prefetch links ' +
          'confirm nothing.',
      },
    },
  },
  args: {
    kind: 'confirm',
    status: 'ready',
    token,
    action: '/api/newsletter/confirm',
    returnTo: '/newsletter/bestaetigen',
    againHref: '/newsletter',
  },
} satisfies Meta<typeof NewsletterTokenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button posts the token from the link, and says where to come back to. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: newsletterTokenCopy['de-DE'].confirm.submit });
    const form = button.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/newsletter/confirm');
    await expect(form?.querySelector('input[name="token"]')).toHaveValue(token);
    await expect(form?.querySelector('input[name="returnTo"]')).toHaveValue('/newsletter/bestaetigen');
  },
};

export const ConfirmEnglish: Story = {
  globals: { locale: 'en' },
  args: { returnTo: '/en/newsletter/confirm', againHref: '/en/newsletter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      newsletterTokenCopy.en.confirm.headline,
    );
  },
};

/** After the post: the spec's thanks. */
export const Confirmed: Story = {
  args: { status: 'confirmed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Vielen Dank für Ihre Anmeldung!',
    );
  },
};

export const ConfirmedEnglish: Story = {
  globals: { locale: 'en' },
  args: { status: 'confirmed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Thank you for subscribing to our newsletter!',
    );
  },
};

/** A used, expired or incomplete link: what happened, and the way on. */
export const Invalid: Story = {
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(newsletterTokenCopy['de-DE'].confirm.invalid);
    await expect(canvas.getByRole('link', { name: 'Zur Newsletter-Anmeldung' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutToken: Story = {
  args: { token: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Unsubscribe: Story = {
  args: {
    kind: 'unsubscribe',
    action: '/api/newsletter/unsubscribe/confirm',
    returnTo: '/newsletter/abbestellen',
    againHref: '/newsletter/abmelden',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: newsletterTokenCopy['de-DE'].unsubscribe.submit }),
    ).toBeVisible();
  },
};

export const UnsubscribeEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    kind: 'unsubscribe',
    action: '/api/newsletter/unsubscribe/confirm',
    returnTo: '/en/newsletter/unsubscribe/confirm',
    againHref: '/en/newsletter/unsubscribe',
  },
};

export const Unsubscribed: Story = {
  args: { kind: 'unsubscribe', status: 'unsubscribed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sie haben den Newsletter abbestellt.',
    );
  },
};

export const UnsubscribeInvalidEnglish: Story = {
  globals: { locale: 'en' },
  args: { kind: 'unsubscribe', status: 'invalid', againHref: '/en/newsletter/unsubscribe' },
};
