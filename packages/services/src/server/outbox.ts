// The outbox: a mail is stored in the same transaction as the submission it belongs to, and sent
// after. A failed send is retried with backoff; the submission is never lost because SMTP is slow
// or down. Several instances can share one outbox: a worker holds a row for a minute while it sends.
import type { Transaction } from 'kysely';
import type { ServicesDatabase, ServicesDb } from './database';
import type { LogEntry } from './handler';
import type { MailMessage, Mailer } from './mail';
import { addMs, iso, newId, systemClock, withoutAddresses, type Clock } from './util';

export interface OutboxMail extends MailMessage {
  kind: string;
  refId: string;
}

export interface OutboxOptions {
  db: ServicesDb;
  mailer: Mailer;
  clock?: Clock;
  /** First retry after this long, doubling up to maxBackoffMs (defaults 5 s and 15 min). */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the worker looks for due mails when nobody wakes it (default 5 s). */
  pollMs?: number;
  log?: (entry: LogEntry) => void;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

export interface Outbox {
  /** Stores a mail inside the caller's transaction. */
  enqueue(trx: Transaction<ServicesDatabase> | ServicesDb, mail: OutboxMail): Promise<void>;
  /** Sends every due mail once (what the worker does on each round). */
  deliverDue(): Promise<DeliveryResult>;
  /** Starts the worker; a round runs now, on `wake()` and every pollMs. Returns stop(). */
  start(): () => Promise<void>;
  /** Asks the running worker for a round soon (after a submission). */
  wake(): void;
  /** Mails not sent yet (for readiness and operators). */
  pending(): Promise<number>;
}

const HOLD_MS = 60_000;
const BATCH = 25;

export function createOutbox({
  db,
  mailer,
  clock = systemClock,
  baseBackoffMs = 5_000,
  maxBackoffMs = 15 * 60_000,
  pollMs = 5_000,
  log = () => {},
}: OutboxOptions): Outbox {
  const backoff = (attempts: number) =>
    Math.min(maxBackoffMs, baseBackoffMs * 2 ** Math.max(0, attempts - 1));

  async function deliverOne(id: string): Promise<boolean | undefined> {
    const now = clock.now();
    const claimed = await db
      .updateTable('outbox')
      .set({ locked_until: iso(addMs(now, HOLD_MS)) })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', iso(now))]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return undefined; // another worker has it
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const { From: from = '', ...headers } = JSON.parse(row.headers_json) as Record<string, string>;
    try {
      await mailer.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers,
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
      await db
        .updateTable('outbox')
        .set({
          attempts,
          next_attempt_at: iso(addMs(clock.now(), backoff(attempts))),
          locked_until: null,
          last_error: reason,
        })
        .where('id', '=', id)
        .execute();
      log({
        level: 'warn',
        msg: 'mail not sent, will retry',
        mail: id,
        kind: row.kind,
        ref: row.ref_id,
        attempts,
        reason,
      });
      return false;
    }
    await db
      .updateTable('outbox')
      .set({ sent_at: iso(clock.now()), locked_until: null, attempts: row.attempts + 1, last_error: null })
      .where('id', '=', id)
      .execute();
    log({ level: 'info', msg: 'mail sent', mail: id, kind: row.kind, ref: row.ref_id });
    return true;
  }

  async function deliverDue(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, failed: 0 };
    for (;;) {
      const now = iso(clock.now());
      const due = await db
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .execute();
      let progressed = false;
      for (const { id } of due) {
        const outcome = await deliverOne(id);
        if (outcome === true) result.sent++;
        if (outcome === false) result.failed++;
        if (outcome === true) progressed = true;
      }
      // Stop when this round found nothing new to send (failures wait for their backoff).
      if (due.length < BATCH || !progressed) return result;
    }
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = true;

  function round() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    running = deliverDue()
      .catch((error: unknown) =>
        log({ level: 'error', msg: 'outbox round failed', reason: withoutAddresses(String(error)) }),
      )
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          round();
        } else timer = setTimeout(round, pollMs).unref();
      });
  }

  return {
    async enqueue(trx, mail) {
      const now = iso(clock.now());
      await trx
        .insertInto('outbox')
        .values({
          id: newId(),
          kind: mail.kind,
          ref_id: mail.refId,
          to_address: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers_json: JSON.stringify({ ...mail.headers, ...(mail.from ? { From: mail.from } : {}) }),
          attempts: 0,
          next_attempt_at: now,
          locked_until: null,
          sent_at: null,
          last_error: null,
          created_at: now,
        })
        .execute();
    },
    deliverDue,
    start() {
      stopped = false;
      round();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        await running;
      };
    },
    wake: () => round(),
    async pending() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
