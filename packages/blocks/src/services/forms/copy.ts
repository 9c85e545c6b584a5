import { defineCopy, useCopy } from '@healthsite/ui';
import type { ServiceErrorKind } from '@healthsite/services/errors';

/** Strings every form block shares: validation messages, consent, submit states, errors. */
export interface FormsCopy {
  required: string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  email: string;
  choiceRequired: string;
  checkboxRequired: string;
  invalid: string;
  /** 'Ich akzeptiere die Datenschutzerklärung', with the last words as the link. */
  privacyConsent: { before: string; link: string; after: string };
  privacyRequired: string;
  /** Where the privacy policy is when the content does not say. */
  privacyHref: string;
  /** Note under every e-mail field that asks for an address. */
  emailNotShared: string;
  requiredNote: string;
  retry: string;
  /** Generic messages when the server gave none meant for the visitor. */
  errors: Record<ServiceErrorKind, string>;
  rateLimited: (seconds: number | undefined) => string;
}

export const formsCopy = defineCopy<FormsCopy>('blocks.forms', {
  'de-DE': {
    required: 'Bitte füllen Sie dieses Feld aus.',
    tooShort: (min) => `Bitte geben Sie mindestens ${min} Zeichen ein.`,
    tooLong: (max) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    choiceRequired: 'Bitte wählen Sie eine Option aus.',
    checkboxRequired: 'Bitte bestätigen Sie dieses Feld.',
    invalid: 'Bitte prüfen Sie diese Eingabe.',
    privacyConsent: { before: 'Ich akzeptiere die ', link: 'Datenschutzerklärung', after: '' },
    privacyRequired: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
    privacyHref: '/datenschutz',
    emailNotShared: 'Ihre E-Mail-Adresse wird nicht veröffentlicht und nicht weitergegeben.',
    requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    retry: 'Erneut versuchen',
    errors: {
      validation: 'Bitte prüfen Sie Ihre Eingaben.',
      'not-found': 'Dieses Formular ist nicht mehr verfügbar.',
      conflict: 'Diese Angaben wurden bereits gesendet.',
      'rate-limited': 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
      server: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
      network: 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      'invalid-response': 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
      unavailable: 'Dieser Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    },
    rateLimited: (seconds) =>
      seconds && seconds > 0
        ? `Zu viele Anfragen. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`
        : 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
  },
  en: {
    required: 'Please fill in this field.',
    tooShort: (min) => `Please enter at least ${min} characters.`,
    tooLong: (max) => `Please enter at most ${max} characters.`,
    email: 'Please enter a valid email address.',
    choiceRequired: 'Please choose an option.',
    checkboxRequired: 'Please confirm this field.',
    invalid: 'Please check this entry.',
    privacyConsent: { before: 'I accept the ', link: 'privacy policy', after: '' },
    privacyRequired: 'Please accept the privacy policy.',
    privacyHref: '/en/privacy',
    emailNotShared: 'Your email address will not be published or shared.',
    requiredNote: 'Fields marked * are required.',
    retry: 'Try again',
    errors: {
      validation: 'Please check your entries.',
      'not-found': 'This form is no longer available.',
      conflict: 'This has already been sent.',
      'rate-limited': 'Too many requests. Please try again in a minute.',
      server: 'Sorry, that did not work. Please try again.',
      network: 'No connection. Please check your internet connection and try again.',
      'invalid-response': 'Sorry, that did not work. Please try again.',
      unavailable: 'This service is not available right now. Please try again later.',
    },
    rateLimited: (seconds) =>
      seconds && seconds > 0
        ? `Too many requests. Please try again in ${seconds} seconds.`
        : 'Too many requests. Please try again in a minute.',
  },
});

export function useFormsCopy(): FormsCopy {
  return useCopy(formsCopy);
}
