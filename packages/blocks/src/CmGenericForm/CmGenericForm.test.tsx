import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@healthsite/ui';
import { cmNewsletterSchema, CmNewsletter } from '../CmNewsletter';
import { cmNewsletterUnsubscribeSchema, CmNewsletterUnsubscribe } from '../CmNewsletterUnsubscribe';
import { cmRequestFormSchema, CmRequestForm } from '../CmRequestForm';
import { tmReviewCreateSchema, TmReviewCreate } from '../TmReviewCreate';
import { CmGenericForm, emptyFormValues } from './CmGenericForm';
import { sampleRequestFields } from './fixtures';
import { cmGenericFormSchema } from './schema';

const generic = (input: object) =>
  cmGenericFormSchema.safeParse({
    id: 'g',
    uiComponent: 'CmGenericForm',
    formId: 'muster-anfordern',
    ...input,
  });

describe('CmGenericForm schema', () => {
  it('accepts the sample-request definition and defaults the privacy consent to on', () => {
    const parsed = generic({ fields: sampleRequestFields['de-DE'] });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.privacyConsent).toBe(true);
    expect(parsed.data?.fields[0]).toMatchObject({ required: true, minLength: 2 });
  });

  it('drops content with a bad definition (no fields, unknown type, duplicate names, bad formId)', () => {
    expect(generic({ fields: [] }).success).toBe(false);
    expect(generic({ fields: [{ type: 'date', name: 'd', label: 'D' }] }).success).toBe(false);
    expect(
      generic({
        fields: [
          { type: 'text', name: 'a', label: 'A' },
          { type: 'email', name: 'a', label: 'B' },
        ],
      }).success,
    ).toBe(false);
    expect(generic({ formId: 'Muster anfordern', fields: sampleRequestFields.en }).success).toBe(false);
  });

  it('starts every field empty', () => {
    expect(emptyFormValues(cmGenericFormSchema.shape.fields.parse(sampleRequestFields.en))).toEqual({
      practice: '',
      name: '',
      email: '',
      product: '',
      note: '',
      professional: false,
    });
  });
});

describe('form blocks render on the server', () => {
  const render = (node: React.ReactNode) =>
    renderToString(<LocaleProvider locale="de-DE">{node}</LocaleProvider>);

  it('renders each form with its labels, the consent and no values', () => {
    const newsletter = render(
      <CmNewsletter
        block={cmNewsletterSchema.parse({ id: 'n', uiComponent: 'CmNewsletter', headline: 'Newsletter' })}
        index={0}
      />,
    );
    expect(newsletter).toContain('data-block="CmNewsletter"');
    expect(newsletter).toContain('Ich akzeptiere die ');
    expect(newsletter).toContain('href="/datenschutz"');

    const unsubscribe = render(
      <CmNewsletterUnsubscribe
        block={cmNewsletterUnsubscribeSchema.parse({ id: 'u', uiComponent: 'CmNewsletterUnsubscribe' })}
        index={0}
      />,
    );
    expect(unsubscribe).toContain('Newsletter abbestellen');
    expect(unsubscribe).not.toContain('Datenschutzerklärung');

    const request = render(
      <CmRequestForm
        block={cmRequestFormSchema.parse({
          id: 'q',
          uiComponent: 'CmRequestForm',
          privacyHref: '/datenschutz#kontakt',
        })}
        index={0}
      />,
    );
    expect(request).toContain('Frage zu einem Produkt');
    expect(request).toContain('href="/datenschutz#kontakt"');
    expect(request).toContain('Ihre E-Mail-Adresse wird nicht veröffentlicht und nicht weitergegeben.');

    const form = render(
      <CmGenericForm
        block={generic({ fields: sampleRequestFields['de-DE'], submitLabel: 'Muster anfordern' }).data!}
        index={0}
      />,
    );
    expect(form).toContain('data-form-id="muster-anfordern"');
    expect(form).toContain('Praxis oder Apotheke');
    expect(form).toContain('Muster anfordern');

    const reviewCta = render(
      <TmReviewCreate
        block={tmReviewCreateSchema.parse({ id: 'c', uiComponent: 'TmReviewCreate', product: 'prod-dual' })}
        index={0}
      />,
    );
    expect(reviewCta).toContain('Bewertung schreiben');
  });
});
