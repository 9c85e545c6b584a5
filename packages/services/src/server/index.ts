// `@healthsite/services/server`: the API as Fetch-API handlers over a storage (Kysely: SQLite or
// PostgreSQL), a mailer and a clock. Reads no environment; the app passes everything in.
export {
  openDatabase,
  openSqlite,
  openPostgres,
  type ServicesDb,
  type ServicesDatabase,
  type SqliteOptions,
  type PostgresOptions,
} from './database';
export { migrate } from './migrations';
export {
  createServicesHandler,
  defaultRateLimits,
  type ServicesHandler,
  type ServicesHandlerOptions,
  type SiteDefinition,
  type RateLimits,
  type LogEntry,
  type AnswerMessages,
} from './handler';
export {
  createOutbox,
  type Outbox,
  type OutboxOptions,
  type OutboxMail,
  type DeliveryResult,
} from './outbox';
export {
  createSmtpMailer,
  composeMail,
  composeMailBody,
  type Composed,
  type MailContext,
  type MailRequest,
  type ContactMailInput,
  type Mailer,
  type MailMessage,
  type SmtpMailerOptions,
} from './mail';
export { listReviews, InvalidCursorError } from './reviews';
export {
  pendingReviews,
  approveReview,
  rejectReview,
  replyToReview,
  verifyReview,
  exportSubmissions,
  toCsv,
  purgeOlderThan,
  seedDemoReviews,
  submissionKinds,
  NotFoundError,
  type PendingReview,
  type SubmissionKind,
  type PurgeResult,
  type DemoProduct,
} from './admin';
export { pruneRateLimits, type Limit } from './rate-limit';
export { systemClock, type Clock } from './util';
