// Storage: one Kysely schema for both modes. The embedded default is SQLite through Node's built-in
// node:sqlite (no native build, no download); the scale path is PostgreSQL through `pg`. The same
// queries run on both: dates are ISO 8601 strings (UTC, sortable as text), ids are UUIDs, booleans
// are 0/1 integers.
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync as DatabaseSyncType, SQLInputValue } from 'node:sqlite';

export interface ReviewsTable {
  id: string;
  product: string;
  locale: string;
  rating: number;
  title: string;
  content: string;
  display_name: string;
  /** Only for questions about the review; never listed, exported only on purpose. */
  email: string;
  /** sha256 of the normalised address: who reviewed what, without reading addresses. */
  email_hash: string;
  /** pending | published | rejected */
  status: string;
  verified_buyer: number;
  /** Set when the same address had already reviewed this product: kept, never published automatically. */
  duplicate_of: string | null;
  reply: string | null;
  reply_at: string | null;
  created_at: string;
  published_at: string | null;
}

export interface SubscribersTable {
  id: string;
  email: string;
  email_hash: string;
  locale: string;
  /** pending | confirmed | unsubscribed */
  status: string;
  created_at: string;
  /** Consent proof: when, in which language, which wording. */
  consent_at: string | null;
  consent_locale: string | null;
  consent_version: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface TokensTable {
  /** sha256 of the token; the token itself only travels in the mail. */
  token_hash: string;
  subscriber_id: string;
  /** confirm | unsubscribe */
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RequestsTable {
  id: string;
  topic: string;
  message: string;
  name: string;
  email: string;
  locale: string;
  created_at: string;
}

export interface FormSubmissionsTable {
  id: string;
  form_id: string;
  /** JSON of the validated values. */
  values_json: string;
  locale: string;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  /** What the mail is about, for logs and operators: newsletter-confirm, contact-request, … */
  kind: string;
  /** The id of the submission it belongs to (never an address). */
  ref_id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  /** JSON object of extra headers (List-Unsubscribe, Reply-To). */
  headers_json: string;
  attempts: number;
  next_attempt_at: string;
  /** A worker holds the row until then (several instances share one outbox). */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface ServicesDatabase {
  reviews: ReviewsTable;
  newsletter_subscribers: SubscribersTable;
  newsletter_tokens: TokensTable;
  contact_requests: RequestsTable;
  form_submissions: FormSubmissionsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
}

export type ServicesDb = Kysely<ServicesDatabase>;

/** node:sqlite binds only numbers, strings, bigints, buffers and null. */
function bindable(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/** node:sqlite's DatabaseSync in the shape Kysely's SqliteDialect drives (better-sqlite3's). */
function asKyselySqlite(database: DatabaseSyncType): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      const params = (parameters: ReadonlyArray<unknown>) => parameters.map(bindable);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...params(parameters)),
        run: (parameters) => {
          const { changes, lastInsertRowid } = statement.run(...params(parameters));
          return { changes, lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...params(parameters)),
      };
    },
  };
}

export interface SqliteOptions {
  /** File path, or ':memory:'. Its directory is created when missing. */
  path: string;
  /**
   * `FULL` (default): a commit is on disk before the answer leaves, also across a power cut.
   * `NORMAL` survives a crashed process but not a crashed machine; faster on slow disks.
   */
  synchronous?: 'FULL' | 'NORMAL';
}

/** The embedded default: one SQLite file in WAL mode, through node:sqlite. */
export async function openSqlite({ path, synchronous = 'FULL' }: SqliteOptions): Promise<ServicesDb> {
  const { DatabaseSync } = await import('node:sqlite');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path, { timeout: 5000 });
  database.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;`,
  );
  return new Kysely<ServicesDatabase>({ dialect: new SqliteDialect({ database: asKyselySqlite(database) }) });
}

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** Connections in the pool (default 10). */
  max?: number;
}

/** The scale path: PostgreSQL through `pg`; any number of web instances share it. */
export async function openPostgres({ connectionString, max = 10 }: PostgresOptions): Promise<ServicesDb> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => {});
  return new Kysely<ServicesDatabase>({ dialect: new PostgresDialect({ pool }) });
}

/** SQLite or PostgreSQL from one setting: a `postgres://` URL, else a SQLite file path. */
export function openDatabase(location: string): Promise<ServicesDb> {
  return /^postgres(ql)?:\/\//.test(location)
    ? openPostgres({ connectionString: location })
    : openSqlite({ path: location });
}
