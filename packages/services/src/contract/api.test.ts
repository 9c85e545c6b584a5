import { describe, expect, it } from 'vitest';
import {
  buildFormSubmissionSchema,
  buildFormValuesSchema,
  compareReviews,
  contactRequestSchema,
  emailSchema,
  formFieldsSchema,
  newsletterSubscriptionSchema,
  reviewPageSchema,
  reviewSearchParams,
  reviewSubmissionSchema,
  type FormFieldInput,
  type Review,
} from './api';

const validReview = {
  product: 'prod-dual',
  rating: 4,
  title: 'Gut',
  content: 'Angenehm, brennt nicht, hilft mir am Bildschirm.',
  displayName: 'Jo',
  email: 'jo@example.com',
  privacyAccepted: true,
  locale: 'de-DE',
} as const;

const failsAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

describe('review submission schema', () => {
  it('accepts a complete review and trims the text', () => {
    const parsed = reviewSubmissionSchema.parse({ ...validReview, title: '  Gut  ' });
    expect(parsed.title).toBe('Gut');
  });

  it.each([
    ['title', 'ab', false],
    ['title', 'abc', true],
    ['title', 'x'.repeat(100), true],
    ['title', 'x'.repeat(101), false],
    ['content', 'x'.repeat(19), false],
    ['content', 'x'.repeat(20), true],
    ['content', 'x'.repeat(2000), true],
    ['content', 'x'.repeat(2001), false],
    ['displayName', 'J', false],
    ['displayName', 'x'.repeat(50), true],
    ['displayName', 'x'.repeat(51), false],
    ['rating', 0, false],
    ['rating', 1, true],
    ['rating', 5, true],
    ['rating', 6, false],
    ['rating', 4.5, false],
  ])('%s = %j → valid %s', (field, value, valid) => {
    expect(reviewSubmissionSchema.safeParse({ ...validReview, [field]: value }).success).toBe(valid);
  });

  it('requires the privacy consent (true, not false or missing)', () => {
    expect(failsAt(reviewSubmissionSchema.safeParse({ ...validReview, privacyAccepted: false }))).toEqual([
      'privacyAccepted',
    ]);
    const { privacyAccepted: _omit, ...without } = validReview;
    expect(failsAt(reviewSubmissionSchema.safeParse(without))).toEqual(['privacyAccepted']);
  });

  it('checks the other forms’ consent and bounds too', () => {
    expect(
      newsletterSubscriptionSchema.safeParse({ email: 'a@b.de', privacyAccepted: false, locale: 'en' })
        .success,
    ).toBe(false);
    expect(
      failsAt(
        contactRequestSchema.safeParse({
          topic: '',
          message: 'kurz',
          name: 'A',
          email: 'x',
          privacyAccepted: true,
          locale: 'Français',
        }),
      ),
    ).toEqual(['topic', 'message', 'name', 'email', 'locale']);
  });

  it("takes any of the site's locale codes, not only the built-in German and English", () => {
    for (const locale of ['de-DE', 'en', 'fr', 'de-AT', 'sr-Latn-RS'])
      expect(
        newsletterSubscriptionSchema.safeParse({ email: 'a@b.de', privacyAccepted: true, locale }).success,
        locale,
      ).toBe(true);
    for (const locale of ['', 'DE-de', ' en', 'e', 'de_DE', 'x'.repeat(40)])
      expect(
        newsletterSubscriptionSchema.safeParse({ email: 'a@b.de', privacyAccepted: true, locale }).success,
        locale,
      ).toBe(false);
  });
});

describe('e-mail schema', () => {
  it.each([
    ['jo@example.com', true],
    ['  jo@example.com ', true],
    ['jo.doe+news@mail.example.de', true],
    ['jo@', false],
    ['jo example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@x.de`, false],
  ])('%j → %s', (value, valid) => {
    expect(emailSchema.safeParse(value).success).toBe(valid);
  });
});

describe('reviews query and order', () => {
  it('builds the search parameters in a stable order with defaults', () => {
    expect(reviewSearchParams({ product: 'prod-dual' }).toString()).toBe(
      'product=prod-dual&sort=newest&limit=5',
    );
    expect(
      reviewSearchParams({ product: 'p 1', sort: 'rating-asc', cursor: 'c/2', limit: 10 }).toString(),
    ).toBe('product=p+1&sort=rating-asc&cursor=c%2F2&limit=10');
  });

  it('rejects unknown sorts and too large pages', () => {
    expect(() => reviewSearchParams({ product: 'p', sort: 'best' as never })).toThrow();
    expect(() => reviewSearchParams({ product: 'p', limit: 51 })).toThrow();
  });

  it('sorts by rating (ties: newest first) and by date', () => {
    const r = (id: string, rating: number, day: number): Review => ({
      id,
      rating,
      title: id,
      content: id,
      displayName: id,
      verifiedBuyer: false,
      createdAt: `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
    });
    const list = [r('a', 3, 1), r('b', 5, 2), r('c', 3, 3), r('d', 1, 4)];
    const order = (sort: Parameters<typeof compareReviews>[0]) =>
      [...list]
        .sort(compareReviews(sort))
        .map((x) => x.id)
        .join('');
    expect(order('rating-desc')).toBe('bcad');
    expect(order('rating-asc')).toBe('dcab');
    expect(order('newest')).toBe('dcba');
    expect(order('oldest')).toBe('abcd');
  });

  it('describes a page: null cursor on the last page, null average without reviews', () => {
    expect(reviewPageSchema.parse({ items: [], nextCursor: null, total: 0, average: null }).items).toEqual(
      [],
    );
    expect(reviewPageSchema.safeParse({ items: [], nextCursor: null, total: 0, average: 0 }).success).toBe(
      false,
    );
  });
});

describe('generic form schema builder', () => {
  const fields = [
    { type: 'text', name: 'name', label: 'Name', required: true, minLength: 2, maxLength: 20 },
    { type: 'text', name: 'company', label: 'Firma', minLength: 3 },
    { type: 'email', name: 'email', label: 'E-Mail', required: true },
    { type: 'email', name: 'cc', label: 'Kopie an' },
    { type: 'textarea', name: 'note', label: 'Notiz', maxLength: 10 },
    {
      type: 'select',
      name: 'size',
      label: 'Größe',
      required: true,
      options: [
        { value: '10ml', label: '10 ml' },
        { value: '20ml', label: '20 ml' },
      ],
    },
    { type: 'checkbox', name: 'pro', label: 'Fachkreise', required: true },
    { type: 'checkbox', name: 'news', label: 'Newsletter' },
  ] satisfies FormFieldInput[];
  const schema = buildFormValuesSchema(fields);
  const valid = {
    name: 'Jo',
    company: '',
    email: 'jo@example.com',
    cc: '',
    note: '',
    size: '10ml',
    pro: true,
    news: false,
  };

  it('accepts valid values and fills optional ones', () => {
    expect(schema.parse(valid)).toEqual(valid);
    const { company: _c, cc: _cc, news: _n, ...minimal } = valid;
    expect(schema.parse({ ...minimal, note: 'kurz' })).toMatchObject({ cc: '', news: false });
  });

  it('applies required, minLength, maxLength, email, options and required checkboxes', () => {
    expect(
      failsAt(
        schema.safeParse({
          name: 'J',
          company: 'ab',
          email: 'nope',
          cc: 'nope',
          note: 'x'.repeat(11),
          size: '30ml',
          pro: false,
          news: false,
        }),
      ),
    ).toEqual(['name', 'company', 'email', 'cc', 'note', 'size', 'pro']);
    expect(failsAt(schema.safeParse({ ...valid, name: '   ' }))).toEqual(['name']);
    expect(failsAt(schema.safeParse({ ...valid, size: '' }))).toEqual(['size']);
  });

  it('rejects keys the form does not have', () => {
    expect(failsAt(schema.safeParse({ ...valid, extra: 'x' }))).toEqual(['']);
  });

  it('rejects bad definitions: duplicate names, reserved names, min > max, selects without options', () => {
    const text = { type: 'text', name: 'a', label: 'A' } as const;
    expect(formFieldsSchema.safeParse([text, text]).success).toBe(false);
    expect(formFieldsSchema.safeParse([{ ...text, name: 'privacyAccepted' }]).success).toBe(false);
    expect(formFieldsSchema.safeParse([{ ...text, name: '1a' }]).success).toBe(false);
    expect(formFieldsSchema.safeParse([{ ...text, minLength: 5, maxLength: 2 }]).success).toBe(false);
    expect(formFieldsSchema.safeParse([{ type: 'select', name: 's', label: 'S', options: [] }]).success).toBe(
      false,
    );
    expect(formFieldsSchema.safeParse([{ type: 'date', name: 'd', label: 'D' }]).success).toBe(false);
    expect(formFieldsSchema.safeParse([]).success).toBe(false);
  });

  it('builds the submission body, with the privacy consent when the form asks for it', () => {
    const withConsent = buildFormSubmissionSchema({ formId: 'muster', fields, privacyConsent: true });
    expect(withConsent.safeParse({ values: valid, privacyAccepted: true, locale: 'de-DE' }).success).toBe(
      true,
    );
    expect(failsAt(withConsent.safeParse({ values: valid, locale: 'de-DE' }))).toEqual(['privacyAccepted']);
    const without = buildFormSubmissionSchema({ formId: 'muster', fields, privacyConsent: false });
    expect(without.safeParse({ values: valid, locale: 'en' }).success).toBe(true);
    // Left out, the server asks for the consent, as the block's form does.
    const unset = buildFormSubmissionSchema({ formId: 'muster', fields });
    expect(failsAt(unset.safeParse({ values: valid, locale: 'de-DE' }))).toEqual(['privacyAccepted']);
    expect(() => buildFormSubmissionSchema({ formId: 'Muster!', fields })).toThrow();
  });
});
