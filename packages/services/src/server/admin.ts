// What the team does with the submissions: moderate reviews, export, purge after the retention
// period, and the demo seed. The CLI (`pnpm reviews …`, `pnpm submissions …`) calls these.
import type { Updateable } from 'kysely';
import type { ReviewsTable, ServicesDb } from './database';
import { iso, newId, systemClock, type Clock } from './util';

export interface PendingReview {
  id: string;
  product: string;
  locale: string;
  rating: number;
  title: string;
  content: string;
  displayName: string;
  createdAt: string;
  /** The id of this address's earlier review of the same product, when there is one. */
  duplicateOf: string | null;
}

export async function pendingReviews(db: ServicesDb): Promise<PendingReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .select([
      'id',
      'product',
      'locale',
      'rating',
      'title',
      'content',
      'display_name',
      'created_at',
      'duplicate_of',
    ])
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    product: row.product,
    locale: row.locale,
    rating: Number(row.rating),
    title: row.title,
    content: row.content,
    displayName: row.display_name,
    createdAt: row.created_at,
    duplicateOf: row.duplicate_of,
  }));
}

export class NotFoundError extends Error {}

async function updateReview(db: ServicesDb, id: string, set: Updateable<ReviewsTable>) {
  const result = await db.updateTable('reviews').set(set).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NotFoundError(`no review with id ${id}`);
}

export const approveReview = (db: ServicesDb, id: string, clock: Clock = systemClock) =>
  updateReview(db, id, { status: 'published', published_at: iso(clock.now()) });

export const rejectReview = (db: ServicesDb, id: string) =>
  updateReview(db, id, { status: 'rejected', published_at: null });

export const replyToReview = (db: ServicesDb, id: string, text: string, clock: Clock = systemClock) => {
  const reply = text.trim();
  if (reply.length < 2 || reply.length > 2000) throw new RangeError('a reply has 2 to 2000 characters');
  return updateReview(db, id, { reply, reply_at: iso(clock.now()) });
};

export const verifyReview = (db: ServicesDb, id: string) => updateReview(db, id, { verified_buyer: 1 });

export const submissionKinds = ['reviews', 'requests', 'forms', 'newsletter'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** All rows of one kind, oldest first, as plain objects (the export's rows). */
export async function exportSubmissions(
  db: ServicesDb,
  kind: SubmissionKind,
): Promise<Record<string, unknown>[]> {
  switch (kind) {
    case 'reviews':
      return (
        await db
          .selectFrom('reviews')
          .select([
            'id',
            'product',
            'locale',
            'rating',
            'title',
            'content',
            'display_name as displayName',
            'email',
            'status',
            'verified_buyer as verifiedBuyer',
            'duplicate_of as duplicateOf',
            'reply',
            'created_at as createdAt',
            'published_at as publishedAt',
          ])
          .orderBy('created_at')
          .execute()
      ).map((row) => ({
        ...row,
        rating: Number(row.rating),
        verifiedBuyer: Number(row.verifiedBuyer) === 1,
      }));
    case 'requests':
      return db
        .selectFrom('contact_requests')
        .select(['id', 'topic', 'message', 'name', 'email', 'locale', 'created_at as createdAt'])
        .orderBy('created_at')
        .execute();
    case 'forms':
      return (
        await db
          .selectFrom('form_submissions')
          .select(['id', 'form_id as formId', 'values_json', 'locale', 'created_at as createdAt'])
          .orderBy('created_at')
          .execute()
      ).map(({ values_json, ...row }) => ({ ...row, values: JSON.parse(values_json) as unknown }));
    case 'newsletter':
      return db
        .selectFrom('newsletter_subscribers')
        .select([
          'id',
          'email',
          'locale',
          'status',
          'created_at as createdAt',
          'consent_at as consentAt',
          'consent_locale as consentLocale',
          'consent_version as consentVersion',
          'confirmed_at as confirmedAt',
          'unsubscribed_at as unsubscribedAt',
        ])
        .orderBy('created_at')
        .execute();
  }
}

/** Rows as CSV (RFC 4180; nested values as JSON; formulas defused for spreadsheets). */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) => {
    let text =
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return (
    [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\r\n') +
    '\r\n'
  );
}

export interface PurgeResult {
  reviews: number;
  reviewEmails: number;
  requests: number;
  forms: number;
  subscribers: number;
  tokens: number;
  mails: number;
  rateLimits: number;
}

/**
 * Retention: deletes what is older than `days` — contact requests, form submissions, reviews never
 * published, unconfirmed and unsubscribed addresses, used or expired tokens, sent mails (they
 * hold addresses and messages) and rate-limit windows; blanks the address of published reviews.
 * Published reviews and confirmed subscriptions stay.
 */
export async function purgeOlderThan(
  db: ServicesDb,
  days: number,
  clock: Clock = systemClock,
): Promise<PurgeResult> {
  if (!Number.isFinite(days) || days < 0) throw new RangeError('days must be a number ≥ 0');
  const now = clock.now();
  const before = iso(new Date(now.getTime() - days * 24 * 3600_000));
  const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
    Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0);
  return db.transaction().execute(async (trx) => ({
    reviews: count(
      await trx
        .deleteFrom('reviews')
        .where('status', '!=', 'published')
        .where('created_at', '<', before)
        .executeTakeFirst(),
    ),
    reviewEmails: count(
      await trx
        .updateTable('reviews')
        .set({ email: '' })
        .where('status', '=', 'published')
        .where('email', '!=', '')
        .where('created_at', '<', before)
        .executeTakeFirst(),
    ),
    requests: count(
      await trx.deleteFrom('contact_requests').where('created_at', '<', before).executeTakeFirst(),
    ),
    forms: count(
      await trx.deleteFrom('form_submissions').where('created_at', '<', before).executeTakeFirst(),
    ),
    tokens: count(
      await trx
        .deleteFrom('newsletter_tokens')
        .where((eb) => eb.or([eb('used_at', '<', before), eb('expires_at', '<', before)]))
        .executeTakeFirst(),
    ),
    subscribers: count(
      await trx
        .deleteFrom('newsletter_subscribers')
        .where('status', '!=', 'confirmed')
        .where((eb) =>
          eb.or([
            eb('unsubscribed_at', '<', before),
            eb.and([eb('status', '=', 'pending'), eb('created_at', '<', before)]),
          ]),
        )
        .executeTakeFirst(),
    ),
    mails: count(
      await trx
        .deleteFrom('outbox')
        .where('sent_at', 'is not', null)
        .where('sent_at', '<', before)
        .executeTakeFirst(),
    ),
    rateLimits: count(
      await trx
        .deleteFrom('rate_limits')
        .where('window_start', '<', iso(new Date(now.getTime() - 24 * 3600_000)))
        .executeTakeFirst(),
    ),
  }));
}

export interface DemoProduct {
  /** assetId */
  id: string;
  name: string;
}

const demoReviews = [
  {
    rating: 5,
    title: 'Beispiel: Angenehm im Büroalltag',
    content:
      'Dies ist eine fiktive Beispielbewertung für die Demo. Die Tropfen fühlen sich angenehm an und lassen sich leicht dosieren.',
    displayName: 'Beispiel-Kundin A.',
  },
  {
    rating: 4,
    title: 'Beispiel: Gute Hilfe am Abend',
    content:
      'Fiktive Demo-Bewertung: Nach langen Bildschirmtagen eine spürbare Erleichterung. Ein Stern Abzug für die Verpackung.',
    displayName: 'Beispiel-Kunde B.',
  },
  {
    rating: 5,
    title: 'Example: Easy to use on the go',
    content:
      'This is a fictional example review for the demo. Small bottle, easy to carry, and pleasant to use.',
    displayName: 'Example reviewer C.',
  },
  {
    rating: 3,
    title: 'Beispiel: Solide, aber nicht für mich',
    content:
      'Fiktive Demo-Bewertung: Hilft etwas, für meine sehr trockenen Augen hätte ich mir mehr erhofft.',
    displayName: 'Beispiel-Kundin D.',
  },
] as const;

/**
 * The demo's reviews: a few published, clearly fictional reviews per product, written only into an
 * empty table (so a fresh start does not look broken). Never call this in production.
 */
export async function seedDemoReviews(
  db: ServicesDb,
  products: readonly DemoProduct[],
  clock: Clock = systemClock,
): Promise<number> {
  const existing = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const now = clock.now().getTime();
  const rows = products.flatMap((product, p) =>
    demoReviews.map((review, r) => {
      const at = iso(new Date(now - ((p * demoReviews.length + r + 1) * 3 + 1) * 24 * 3600_000));
      return {
        id: newId(),
        product: product.id,
        locale: review.title.startsWith('Example') ? 'en' : 'de-DE',
        rating: review.rating,
        title: review.title,
        content: review.content,
        display_name: review.displayName,
        email: '',
        email_hash: `demo-${r}`,
        status: 'published',
        verified_buyer: r === 0 ? 1 : 0,
        duplicate_of: null,
        reply:
          r === 3
            ? 'Beispielantwort des Teams: Danke für Ihre Rückmeldung! Sprechen Sie gern Ihre Apotheke an.'
            : null,
        reply_at: r === 3 ? at : null,
        created_at: at,
        published_at: at,
      };
    }),
  );
  if (rows.length) await db.insertInto('reviews').values(rows).execute();
  return rows.length;
}
