import { defineCopy, useCopy } from '@healthsite/ui';

export interface UnsubscribeCopy {
  email: string;
  submit: string;
  success: string;
  successCopy: string;
}

export const unsubscribeCopy = defineCopy<UnsubscribeCopy>('blocks.newsletterUnsubscribe', {
  'de-DE': {
    email: 'E-Mail-Adresse',
    submit: 'Newsletter abbestellen',
    success: 'Bitte prüfen Sie Ihr Postfach.',
    successCopy:
      'Ist diese Adresse für unseren Newsletter angemeldet, haben wir ihr einen Link zur Abmeldung geschickt. Der Link ist 48 Stunden gültig.',
  },
  en: {
    email: 'Email address',
    submit: 'Unsubscribe',
    success: 'Please check your inbox.',
    successCopy:
      'If this address receives our newsletter, we have sent it a link to unsubscribe. The link is valid for 48 hours.',
  },
});

export function useUnsubscribeCopy(): UnsubscribeCopy {
  return useCopy(unsubscribeCopy);
}
