import { Button, Container, Heading, Link, defineCopy, useCopy } from '@healthsite/ui';
import { FormSuccess } from '../../services/forms/FormParts';

export type NewsletterTokenKind = 'confirm' | 'unsubscribe';
export type NewsletterTokenStatus = 'ready' | 'confirmed' | 'unsubscribed' | 'invalid';

export interface NewsletterTokenPageCopy {
  headline: string;
  lead: string;
  submit: string;
  done: string;
  doneCopy: string;
  invalid: string;
  invalidCopy: string;
  again: string;
}

export const newsletterTokenCopy = defineCopy<Record<NewsletterTokenKind, NewsletterTokenPageCopy>>(
  'blocks.newsletterToken',
  {
    'de-DE': {
      confirm: {
        headline: 'Newsletter-Anmeldung bestätigen',
        lead: 'Bitte bestätigen Sie, dass Sie unseren Newsletter erhalten möchten.',
        submit: 'Anmeldung bestätigen',
        done: 'Vielen Dank für Ihre Anmeldung!',
        doneCopy: 'Ihre Anmeldung zum Newsletter ist bestätigt.',
        invalid: 'Dieser Link ist ungültig oder abgelaufen.',
        invalidCopy: 'Bestätigungslinks gelten 48 Stunden und nur einmal. Melden Sie sich gern erneut an.',
        again: 'Zur Newsletter-Anmeldung',
      },
      unsubscribe: {
        headline: 'Newsletter abbestellen',
        lead: 'Möchten Sie unseren Newsletter nicht mehr erhalten?',
        submit: 'Newsletter abbestellen',
        done: 'Sie haben den Newsletter abbestellt.',
        doneCopy: 'Sie erhalten ab sofort keinen Newsletter mehr von uns.',
        invalid: 'Dieser Link ist ungültig oder abgelaufen.',
        invalidCopy: 'Fordern Sie einen neuen Link zur Abmeldung an.',
        again: 'Neuen Link anfordern',
      },
    },
    en: {
      confirm: {
        headline: 'Confirm your newsletter subscription',
        lead: 'Please confirm that you would like to receive our newsletter.',
        submit: 'Confirm subscription',
        done: 'Thank you for subscribing to our newsletter!',
        doneCopy: 'Your subscription is confirmed.',
        invalid: 'This link is invalid or has expired.',
        invalidCopy:
          'Confirmation links are valid for 48 hours and once only. You are welcome to subscribe again.',
        again: 'Subscribe to the newsletter',
      },
      unsubscribe: {
        headline: 'Unsubscribe from the newsletter',
        lead: 'Would you like to stop receiving our newsletter?',
        submit: 'Unsubscribe',
        done: 'You have unsubscribed from the newsletter.',
        doneCopy: 'You will not receive any more newsletters from us.',
        invalid: 'This link is invalid or has expired.',
        invalidCopy: 'Ask for a new unsubscribe link.',
        again: 'Ask for a new link',
      },
    },
  },
);

export interface NewsletterTokenPageProps {
  kind: NewsletterTokenKind;
  /** `ready` shows the button; the others are the outcome after the post. */
  status: NewsletterTokenStatus;
  /** The token from the mail's link (absent: the link is incomplete → shown as invalid). */
  token?: string | undefined;
  /** Where the form posts (the services API's token endpoint). */
  action: string;
  /** This page's path: the API sends the visitor back here with the outcome. */
  returnTo: string;
  /** Where to subscribe again or ask for a new unsubscribe link. */
  againHref: string;
}

/**
 * The page behind a newsletter mail's link: one button that posts the token (mail scanners
 * prefetch links, so a GET never confirms or unsubscribes), then the outcome. A plain HTML form:
 * it works before and without JavaScript.
 */
export function NewsletterTokenPage({
  kind,
  status,
  token,
  action,
  returnTo,
  againHref,
}: NewsletterTokenPageProps) {
  const copy = useCopy(newsletterTokenCopy)[kind];
  const shown = status === 'ready' && !token ? 'invalid' : status;
  return (
    <section className="hs-form-block" data-newsletter-token={kind}>
      <Container className="hs-form-block__inner">
        <Heading headingTag="h1" size="xl">
          {copy.headline}
        </Heading>
        {shown === 'ready' && (
          <form className="hs-form" method="post" action={action}>
            <p>{copy.lead}</p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <div>
              <Button type="submit" variant="contained">
                {copy.submit}
              </Button>
            </div>
          </form>
        )}
        {(shown === 'confirmed' || shown === 'unsubscribed') && (
          <FormSuccess title={copy.done}>
            <p>{copy.doneCopy}</p>
          </FormSuccess>
        )}
        {shown === 'invalid' && (
          <div className="hs-form__alert" role="alert" data-kind="invalid-token">
            <p className="hs-form__alert-text">
              <strong>{copy.invalid}</strong> {copy.invalidCopy}
            </p>
            <p>
              <Link href={againHref}>{copy.again}</Link>
            </p>
          </div>
        )}
      </Container>
    </section>
  );
}
