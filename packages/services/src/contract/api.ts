/**
 * The HTTP API behind the blocks that talk to a server: reviews, review creation, newsletter
 * sign-up and unsubscribe, the request (contact) form and generic forms.
 *
 * This module is the contract. The zod schemas below are the ones the browser validates with
 * before sending and the ones the server validates with on arrival (import them there; do not
 * copy them), so a message the browser accepts is a message the server accepts.
 *
 * Conventions
 * - All bodies are JSON (`Content-Type: application/json`), answers too.
 * - The browser sends `Accept-Language: de-DE | en`; the server answers error messages in it.
 * - Success: the status in `apiRoutes[…].status`, the body matching `apiRoutes[…].answer`.
 * - Failure: a status ≥ 400 and the body `{ error: { code, message, fields? } }` (errorBodySchema):
 *     400  code "validation"   fields: { [path]: message } for the fields that failed; the path is
 *                              the payload key (`title`), for generic forms `values.<name>`
 *     403  code "forbidden"    a foreign Origin
 *     404  code "not-found"    unknown product, formId or path
 *     413  code "too-large"    a body over 16 KB
 *     415  code "unsupported-media-type"  not JSON
 *     429  code "rate-limited" header Retry-After: seconds
 *     5xx  code "server"
 * - Privacy: an e-mail address is never echoed in an answer or an error message, and never
 *   logged (neither here nor on the server). The newsletter endpoints answer the same for known
 *   and unknown addresses, so nobody can probe who is subscribed.
 *
 *   GET  /api/reviews?product=<assetId>&sort=rating-desc|rating-asc|newest|oldest&cursor=…&limit=…
 *        → 200 ReviewPage { items, nextCursor, total, average }
 *   POST /api/reviews                 ReviewSubmission        → 201 { id, status }
 *   POST /api/newsletter              NewsletterSubscription  → 202 { status }
 *   POST /api/newsletter/unsubscribe  NewsletterUnsubscription → 202 { status }
 *   POST /api/request                 ContactRequest          → 201 { id }
 *   POST /api/forms/:formId           FormSubmission          → 201 { id }
 *   POST /api/newsletter/confirm      NewsletterToken         → 200 { status: 'confirmed' }
 *   POST /api/newsletter/unsubscribe/confirm  NewsletterToken → 200 { status: 'unsubscribed' }
 *   POST /api/newsletter/one-click?token=…   (RFC 8058 List-Unsubscribe-Post) → 200
 *
 * The two token endpoints also take an HTML form post (application/x-www-form-urlencoded) and then
 * answer 303 to `returnTo` with `?status=confirmed|unsubscribed|invalid`, so the pages behind the
 * mail links work without JavaScript.
 *
 * Bots: every submission may carry `website` (a honeypot field the visitor never sees; filled →
 * dropped) and `fillMs` (milliseconds between the form's first render and its submission; below
 * the server's minimum → dropped). Dropped submissions are answered like accepted ones.
 */
import { z } from 'zod';
import {
  DEFAULT_REVIEW_PAGE_SIZE,
  DEFAULT_REVIEW_SORT,
  MAX_REVIEW_PAGE_SIZE,
  reviewSorts,
  textBounds,
  type ReviewSort,
} from './limits';

// The plain values the schemas are built from, also in the contract.
export * from './limits';

// In the browser these schemas run under the site's Content-Security-Policy, which allows no eval:
// zod's JIT for object schemas would probe `new Function` on first use (a CSP violation report
// even though zod falls back). Browsers parse a handful of small forms: no JIT needed there.
if (typeof document !== 'undefined') z.config({ jitless: true });

// ---------------------------------------------------------------------------------------------
// Shared pieces

/**
 * The reader's locale, a BCP 47 tag of the site's (`de-DE`, `en`, `fr`, …): mails and messages are
 * written in its language (built in: German and English; a site adds others to the server).
 */
export const apiLocaleSchema = z
  .string()
  .max(35)
  .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'a locale code such as de-DE or fr');
export type ApiLocale = z.output<typeof apiLocaleSchema>;

/** The language of a locale code: `de-AT` → `de`. */
export function languageOfLocale(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

/**
 * The entry of `table` for `locale`: its own, else one of the same language, else `fallback`'s
 * (else the first). For the per-locale pages and copy a site configures.
 */
export function byLocale<T>(
  table: Readonly<Record<string, T>>,
  locale: string,
  fallback = 'de-DE',
): T | undefined {
  const language = languageOfLocale(locale);
  const key =
    (Object.hasOwn(table, locale) ? locale : undefined) ??
    Object.keys(table).find((k) => languageOfLocale(k) === language) ??
    (Object.hasOwn(table, fallback) ? fallback : Object.keys(table)[0]);
  return key === undefined ? undefined : table[key];
}

/** An e-mail address: trimmed, at most 254 characters (RFC 5321), one plausible address. */
export const emailSchema = z.string().trim().max(254).pipe(z.email());

/** The privacy-policy acceptance: only `true` is accepted. */
export const privacyAcceptedSchema = z.literal(true);

const boundedText = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);

/** True when a text has no line break (CR, LF, or the Unicode line and paragraph separators). */
export const isSingleLine = (value: string) => !/[\r\n\u2028\u2029\u0085]/.test(value);
const singleLineMessage = 'no line breaks';
/** A one-line field (a title, a name): line breaks are refused (they would forge mail headers). */
const singleLineText = (bounds: { min: number; max: number }) =>
  boundedText(bounds).refine(isSingleLine, singleLineMessage);

/** What a browser adds to a submission against bots (see the header comment). */
export const botFieldsSchema = z.object({
  website: z.string().max(500).optional(),
  fillMs: z.number().int().min(0).optional(),
});
export type BotFields = z.input<typeof botFieldsSchema>;

/** The error body of every failed call. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.output<typeof errorBodySchema>;

// ---------------------------------------------------------------------------------------------
// Reviews

export const reviewSortSchema = z.enum(reviewSorts);

/** assetId of a product, as in the site definition's products. */
export const productIdSchema = z.string().trim().min(1).max(100);

/** Query of GET /api/reviews (search parameters are strings; `limit` is coerced). */
export const reviewQuerySchema = z.object({
  product: productIdSchema,
  sort: reviewSortSchema.default(DEFAULT_REVIEW_SORT),
  /** Opaque; the `nextCursor` of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_REVIEW_PAGE_SIZE).default(DEFAULT_REVIEW_PAGE_SIZE),
});
export type ReviewQuery = z.input<typeof reviewQuerySchema>;

export const ratingSchema = z.number().int().min(1).max(5);

/** A published review as the list shows it. No e-mail address, ever. */
export const reviewSchema = z.object({
  id: z.string().min(1),
  rating: ratingSchema,
  title: z.string(),
  content: z.string(),
  displayName: z.string(),
  /** ISO 8601 date-time. */
  createdAt: z.iso.datetime({ offset: true }),
  /** The reviewer bought the product (checked by the team). */
  verifiedBuyer: z.boolean().default(false),
  /** The team's answer, when there is one. */
  reply: z
    .object({
      content: z.string(),
      createdAt: z.iso.datetime({ offset: true }).optional(),
    })
    .optional(),
});
export type Review = z.output<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
  /** Number of published reviews of the product (all pages). */
  total: z.number().int().min(0),
  /** Mean rating of all published reviews, null without reviews. */
  average: z.number().min(1).max(5).nullable(),
});
export type ReviewPage = z.output<typeof reviewPageSchema>;

export const reviewSubmissionSchema = z.object({
  product: productIdSchema,
  rating: ratingSchema,
  title: singleLineText(textBounds.reviewTitle),
  content: boundedText(textBounds.reviewContent),
  displayName: singleLineText(textBounds.displayName),
  /** Not published and not shared; only for questions about the review. */
  email: emailSchema,
  privacyAccepted: privacyAcceptedSchema,
  locale: apiLocaleSchema,
  ...botFieldsSchema.shape,
});
export type ReviewSubmission = z.input<typeof reviewSubmissionSchema>;

/** New reviews are checked before they are published. */
export const reviewCreatedSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'published']),
});
export type ReviewCreated = z.output<typeof reviewCreatedSchema>;

// ---------------------------------------------------------------------------------------------
// Newsletter

export const newsletterSubscriptionSchema = z.object({
  email: emailSchema,
  privacyAccepted: privacyAcceptedSchema,
  locale: apiLocaleSchema,
  ...botFieldsSchema.shape,
});
export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;

/** Double opt-in: a confirmation mail goes out. Same answer for an address already subscribed. */
export const newsletterSubscribedSchema = z.object({ status: z.literal('confirmation-sent') });
export type NewsletterSubscribed = z.output<typeof newsletterSubscribedSchema>;

export const newsletterUnsubscriptionSchema = z.object({
  email: emailSchema,
  locale: apiLocaleSchema,
  ...botFieldsSchema.shape,
});
export type NewsletterUnsubscription = z.input<typeof newsletterUnsubscriptionSchema>;

/**
 * The unsubscribe form does not unsubscribe an address typed by anyone: it mails that address a
 * link to unsubscribe. Same answer whether or not the address is known.
 */
export const newsletterUnsubscribedSchema = z.object({ status: z.literal('link-sent') });
export type NewsletterUnsubscribed = z.output<typeof newsletterUnsubscribedSchema>;

/** The token of a confirmation or unsubscribe link (from the mail, via the page it opens). */
export const newsletterTokenSchema = z.object({
  token: z.string().trim().min(16).max(200),
});
export type NewsletterToken = z.input<typeof newsletterTokenSchema>;

export const newsletterConfirmedSchema = z.object({ status: z.literal('confirmed') });
export const newsletterTokenUnsubscribedSchema = z.object({ status: z.literal('unsubscribed') });

// ---------------------------------------------------------------------------------------------
// Request (contact) form

export const contactRequestSchema = z.object({
  topic: singleLineText(textBounds.requestTopic),
  message: boundedText(textBounds.requestMessage),
  name: singleLineText(textBounds.personName),
  email: emailSchema,
  privacyAccepted: privacyAcceptedSchema,
  locale: apiLocaleSchema,
  ...botFieldsSchema.shape,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const submissionReceivedSchema = z.object({ id: z.string().min(1) });
export type SubmissionReceived = z.output<typeof submissionReceivedSchema>;

// ---------------------------------------------------------------------------------------------
// Generic forms: the fields come from the content (CmGenericForm), the validation is built from them

export const formIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and hyphens');

const fieldName = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,49}$/, 'a letter, then letters, digits, _ or -')
  .refine((name) => name !== 'privacyAccepted', 'privacyAccepted is reserved');

const fieldBase = {
  name: fieldName.describe('Key of the value in the submission'),
  label: z.string().min(1),
  required: z.boolean().default(false),
  help: z.string().optional().describe('Help text under the control'),
};
const lengthBounds = {
  minLength: z.number().int().min(0).max(5000).optional(),
  maxLength: z.number().int().min(1).max(5000).optional(),
};

export const formFieldSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), ...fieldBase, ...lengthBounds }),
  z.object({ type: z.literal('email'), ...fieldBase }),
  z.object({ type: z.literal('textarea'), ...fieldBase, ...lengthBounds }),
  z.object({
    type: z.literal('select'),
    ...fieldBase,
    options: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
  }),
  z.object({ type: z.literal('checkbox'), ...fieldBase }),
]);
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;
export const formFieldTypes = ['text', 'email', 'textarea', 'select', 'checkbox'] as const;

/** The fields of a generic form: 1–30 of them, names unique, minLength ≤ maxLength. */
export const formFieldsSchema = z
  .array(formFieldSchema)
  .min(1)
  .max(30)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.name))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `duplicate name "${field.name}"` });
      seen.add(field.name);
      if (
        (field.type === 'text' || field.type === 'textarea') &&
        field.minLength !== undefined &&
        field.maxLength !== undefined &&
        field.minLength > field.maxLength
      )
        ctx.addIssue({ code: 'custom', path: [index, 'minLength'], message: 'minLength > maxLength' });
    });
  });

/** What the server needs to validate POST /api/forms/:formId: the form as the content defines it. */
export const formDefinitionSchema = z.object({
  formId: formIdSchema,
  fields: formFieldsSchema,
  /** The form asks for the privacy-policy acceptance (unless the content says false). */
  privacyConsent: z.boolean().default(true),
});
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** A submitted value: text for text, email, textarea and select fields, a boolean for checkboxes. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

function textValue(field: { required: boolean; minLength?: number; maxLength?: number }, defaultMax: number) {
  const max = field.maxLength ?? defaultMax;
  const min = field.minLength ?? 0;
  const base = z.string().trim().max(max);
  if (field.required) return base.min(Math.max(1, min));
  // Optional: empty is fine, anything else must respect minLength.
  return base
    .superRefine((value, ctx) => {
      if (value !== '' && value.length < min)
        ctx.addIssue({ code: 'too_small', origin: 'string', minimum: min, inclusive: true, input: value });
    })
    .default('');
}

function fieldValueSchema(field: FormField): z.ZodType<FormValue> {
  switch (field.type) {
    case 'text':
      return textValue(field, textBounds.formText.max).refine(isSingleLine, singleLineMessage);
    case 'textarea':
      return textValue(field, textBounds.formTextarea.max);
    case 'email':
      return field.required ? emailSchema : z.union([z.literal(''), emailSchema]).default('');
    case 'select': {
      const values = field.options.map((option) => option.value) as [string, ...string[]];
      return field.required ? z.enum(values) : z.union([z.literal(''), z.enum(values)]).default('');
    }
    case 'checkbox':
      return field.required ? z.literal(true) : z.boolean().default(false);
  }
}

/**
 * Builds the schema of a generic form's values from its field definitions. The browser validates
 * what the visitor typed with it; the server validates POST /api/forms/:formId with the same
 * builder and the same definition (looked up by formId). Unknown keys are rejected.
 */
export function buildFormValuesSchema(fields: readonly FormFieldInput[]) {
  const parsed = formFieldsSchema.parse(fields);
  const shape: Record<string, z.ZodType<FormValue>> = {};
  for (const field of parsed) shape[field.name] = fieldValueSchema(field);
  return z.strictObject(shape);
}

/** The body of POST /api/forms/:formId for one form definition. */
export function buildFormSubmissionSchema(definition: FormDefinitionInput) {
  const { fields, privacyConsent } = formDefinitionSchema.parse(definition);
  return z.object({
    values: buildFormValuesSchema(fields),
    privacyAccepted: privacyConsent ? privacyAcceptedSchema : z.boolean().optional(),
    locale: apiLocaleSchema,
    ...botFieldsSchema.shape,
  });
}

/** The shape of any form submission, before the definition is known (the server's first look). */
export const formSubmissionSchema = z.object({
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  privacyAccepted: z.boolean().optional(),
  locale: apiLocaleSchema,
  ...botFieldsSchema.shape,
});
export type FormSubmission = z.input<typeof formSubmissionSchema>;

// ---------------------------------------------------------------------------------------------
// The routes, as data (the server mounts these; the HTTP client calls them)

export const apiRoutes = {
  listReviews: {
    method: 'GET',
    path: '/api/reviews',
    query: reviewQuerySchema,
    status: 200,
    answer: reviewPageSchema,
  },
  createReview: {
    method: 'POST',
    path: '/api/reviews',
    body: reviewSubmissionSchema,
    status: 201,
    answer: reviewCreatedSchema,
  },
  subscribeNewsletter: {
    method: 'POST',
    path: '/api/newsletter',
    body: newsletterSubscriptionSchema,
    status: 202,
    answer: newsletterSubscribedSchema,
  },
  unsubscribeNewsletter: {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    body: newsletterUnsubscriptionSchema,
    status: 202,
    answer: newsletterUnsubscribedSchema,
  },
  sendRequest: {
    method: 'POST',
    path: '/api/request',
    body: contactRequestSchema,
    status: 201,
    answer: submissionReceivedSchema,
  },
  submitForm: {
    method: 'POST',
    /** `:formId` is a formIdSchema value; the body is checked with buildFormSubmissionSchema. */
    path: '/api/forms/:formId',
    body: formSubmissionSchema,
    status: 201,
    answer: submissionReceivedSchema,
  },
} as const;

/** Search parameters of GET /api/reviews, in a stable order (cache-friendly URLs). */
export function reviewSearchParams(query: ReviewQuery): URLSearchParams {
  const q = reviewQuerySchema.parse(query);
  const params = new URLSearchParams({ product: q.product, sort: q.sort });
  if (q.cursor) params.set('cursor', q.cursor);
  params.set('limit', String(q.limit));
  return params;
}

/** The order of each sort, as the server (and the in-memory service) applies it. */
export function compareReviews(sort: ReviewSort): (a: Review, b: Review) => number {
  const byDate = (a: Review, b: Review) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  switch (sort) {
    case 'rating-desc':
      return (a, b) => b.rating - a.rating || byDate(a, b);
    case 'rating-asc':
      return (a, b) => a.rating - b.rating || byDate(a, b);
    case 'newest':
      return byDate;
    case 'oldest':
      return (a, b) => -byDate(a, b);
  }
}
