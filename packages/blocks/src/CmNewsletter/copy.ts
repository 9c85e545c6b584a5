import { defineCopy, useCopy } from '@healthsite/ui';

export interface NewsletterCopy {
  email: string;
  submit: string;
  /** The specification's success text. */
  success: string;
  confirm: string;
}

export const newsletterCopy = defineCopy<NewsletterCopy>('blocks.newsletter', {
  'de-DE': {
    email: 'E-Mail-Adresse',
    submit: 'Newsletter abonnieren',
    success: 'Vielen Dank für Ihre Anmeldung!',
    confirm:
      'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
  },
  en: {
    email: 'Email address',
    submit: 'Subscribe to the newsletter',
    success: 'Thank you for subscribing to our newsletter!',
    confirm: 'Please confirm your subscription with the link in the email we have just sent you.',
  },
});

export function useNewsletterCopy(): NewsletterCopy {
  return useCopy(newsletterCopy);
}
