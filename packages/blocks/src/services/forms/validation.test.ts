import { describe, expect, it } from 'vitest';
import {
  buildFormValuesSchema,
  newsletterSubscriptionSchema,
  reviewSubmissionSchema,
} from '@healthsite/services/contract';
import { ServiceError } from '@healthsite/services/errors';
import { formsCopy } from './copy';
import { serviceErrorMessage, validateFields } from './validation';

const de = formsCopy['de-DE'];
const en = formsCopy.en;
const reviewForm = reviewSubmissionSchema.omit({ product: true, locale: true });

describe('validateFields', () => {
  it('gives one localised message per field, with the specification’s rating message', () => {
    const errors = validateFields(
      reviewForm,
      { rating: 0, title: 'ab', content: '', displayName: 'Jo', email: 'jo@', privacyAccepted: false },
      de,
      { rating: 'Bitte geben Sie eine Sterne-Bewertung ab', privacyAccepted: de.privacyRequired },
    );
    expect(errors).toEqual({
      rating: 'Bitte geben Sie eine Sterne-Bewertung ab',
      title: 'Bitte geben Sie mindestens 3 Zeichen ein.',
      content: 'Bitte füllen Sie dieses Feld aus.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      privacyAccepted: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
    });
  });

  it('speaks English and reports the upper bound', () => {
    expect(
      validateFields(
        newsletterSubscriptionSchema.omit({ locale: true }),
        { email: 'x', privacyAccepted: true },
        en,
      ),
    ).toEqual({ email: 'Please enter a valid email address.' });
    expect(
      validateFields(
        buildFormValuesSchema([{ type: 'textarea', name: 'note', label: 'Note', maxLength: 5 }]),
        { note: 'zu lang' },
        en,
      ),
    ).toEqual({ note: 'Please enter at most 5 characters.' });
  });

  it('is empty for valid values', () => {
    expect(
      validateFields(
        newsletterSubscriptionSchema.omit({ locale: true }),
        { email: 'a@b.de', privacyAccepted: true },
        de,
      ),
    ).toEqual({});
  });
});

describe('serviceErrorMessage', () => {
  it('shows the server’s message for validation and conflict, a generic one otherwise', () => {
    const conflict = new ServiceError({
      kind: 'conflict',
      status: 409,
      message: 'Sie haben dieses Produkt schon bewertet.',
      fromServer: true,
    });
    expect(serviceErrorMessage(conflict, de)).toBe('Sie haben dieses Produkt schon bewertet.');
    const server = new ServiceError({
      kind: 'server',
      status: 500,
      message: 'NullPointerException',
      fromServer: true,
    });
    expect(serviceErrorMessage(server, de)).toBe(de.errors.server);
    expect(serviceErrorMessage(new ServiceError({ kind: 'network', message: 'ECONNREFUSED' }), en)).toBe(
      en.errors.network,
    );
    expect(
      serviceErrorMessage(new ServiceError({ kind: 'rate-limited', status: 429, retryAfterSeconds: 30 }), de),
    ).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.');
  });
});
