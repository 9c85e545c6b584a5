import { useLocale, type Locale } from '@healthsite/ui';

export interface UnsubscribeCopy {
  email: string;
  submit: string;
  success: string;
  successCopy: string;
}

export const unsubscribeCopy: Record<Locale, UnsubscribeCopy> = {
  'de-DE': {
    email: 'E-Mail-Adresse',
    submit: 'Newsletter abbestellen',
    success: 'Sie haben den Newsletter abbestellt.',
    successCopy: 'Sie erhalten ab sofort keinen Newsletter mehr von uns.',
  },
  en: {
    email: 'Email address',
    submit: 'Unsubscribe',
    success: 'You have unsubscribed from the newsletter.',
    successCopy: 'You will not receive any more newsletters from us.',
  },
};

export function useUnsubscribeCopy(): UnsubscribeCopy {
  return unsubscribeCopy[useLocale()];
}
