// Schema migrations, run at start (idempotent; Kysely's migrator takes a lock, so several
// instances starting together migrate once). Each migration is plain Kysely schema code that
// runs on SQLite and PostgreSQL alike. Never edit a released migration: add the next one.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { ServicesDb } from './database';

const migrations: Record<string, Migration> = {
  '2026-11-24-01-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('verified_buyer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('duplicate_of', 'text')
        .addColumn('reply', 'text')
        .addColumn('reply_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .execute();
      // The list's four orders, each served by an index (keyset paging).
      await db.schema
        .createIndex('reviews_by_date')
        .on('reviews')
        .columns(['product', 'status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('reviews_by_rating')
        .on('reviews')
        .columns(['product', 'status', 'rating', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('reviews_by_status')
        .on('reviews')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_hash', 'text', (c) => c.notNull().unique())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('consent_at', 'text')
        .addColumn('consent_locale', 'text')
        .addColumn('consent_version', 'text')
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .execute();

      await db.schema
        .createTable('newsletter_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('subscriber_id', 'text', (c) =>
          c.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('tokens_by_subscriber')
        .on('newsletter_tokens')
        .column('subscriber_id')
        .execute();

      await db.schema
        .createTable('contact_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('form_submissions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('values_json', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('forms_by_date')
        .on('form_submissions')
        .columns(['form_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('headers_json', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['sent_at', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
        .execute();
    },
  },
  // 'rating-asc' orders by rating ascending, then newest first: an index in exactly that order, so
  // the list is one range scan (the other index would need a sort of every review of the product).
  '2026-11-24-02-reviews-by-rating-asc': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('reviews_by_rating_asc')
        .on('reviews')
        .columns(['product', 'status', 'rating', 'created_at desc', 'id desc'])
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrate(db: ServicesDb): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `services: migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
