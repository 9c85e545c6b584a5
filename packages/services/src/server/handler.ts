// The HTTP API of the services as one Fetch-API handler (Request → Response), framework-neutral:
// mount it under /api in Hono, Express (through an adapter), a worker… It reads no environment:
// everything comes in through the options.
import type { z } from 'zod';
import {
  apiRoutes,
  botFieldsSchema,
  buildFormSubmissionSchema,
  contactRequestSchema,
  formIdSchema,
  formSubmissionSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
  newsletterUnsubscriptionSchema,
  reviewQuerySchema,
  reviewSubmissionSchema,
  byLocale,
  type ApiLocale,
  type FormDefinitionInput,
} from '../contract/api';
import type { ServicesDb } from './database';
import { composeMail, type Composed, type Mailer, type MailRequest } from './mail';
import { createOutbox, type Outbox } from './outbox';
import { hit, type Limit, type LimitResult } from './rate-limit';
import { InvalidCursorError, listReviews } from './reviews';
import {
  addMs,
  answerLocale,
  hashEmail,
  hashToken,
  iso,
  keyedHash,
  newId,
  newToken,
  normaliseEmail,
  systemClock,
  type Clock,
} from './util';

export interface SiteDefinition {
  /** The brand's registered name, as mails show it. */
  brand: string;
  /** The site's public origin, e.g. https://www.example.com: links in mails, the Origin check. */
  siteUrl: string;
  /** True for an assetId among the site definition's products. */
  isProduct(productId: string): boolean | Promise<boolean>;
  /** The CmGenericForm definition with this formId, from the content (never from the browser). */
  formDefinition(formId: string): FormDefinitionInput | undefined | Promise<FormDefinitionInput | undefined>;
  /**
   * Paths of the pages the mail links open (they confirm with a button, a POST), per locale code of
   * the site; a locale without its own entry uses one of its language, else the first.
   */
  pages: {
    newsletterConfirm: Readonly<Record<string, string>>;
    newsletterUnsubscribe: Readonly<Record<string, string>>;
  };
}

export interface RateLimits {
  /** Submissions per client address, per endpoint. */
  perClient: Limit;
  /** Mails to one address (confirmation, unsubscribe link) and reviews by one address. */
  perAddress: Limit;
}

export const defaultRateLimits: RateLimits = {
  perClient: { max: 20, windowMs: 10 * 60_000 },
  perAddress: { max: 3, windowMs: 60 * 60_000 },
};

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  [key: string]: unknown;
}

export interface ServicesHandlerOptions {
  db: ServicesDb;
  /** Mails leave through the outbox; give one, or a mailer to build it from. */
  outbox?: Outbox;
  mailer?: Mailer;
  site: SiteDefinition;
  mail: {
    /** Sender of every mail, e.g. `"LUMEDRA" <newsletter@example.com>`. */
    from: string;
    /** Recipient of contact requests. */
    contactTo: string;
  };
  clock?: Clock;
  /** Origins allowed to post (default: the site's). A post with another Origin gets 403. */
  allowedOrigins?: readonly string[];
  limits?: Partial<RateLimits>;
  /** Submissions filled faster than this are dropped as bots (default 1500 ms; 0 turns it off). */
  minFillMs?: number;
  /** Largest accepted body (default 16 KB). */
  maxBodyBytes?: number;
  /** Version of the newsletter consent wording, kept with each consent (default '1'). */
  consentVersion?: string;
  /**
   * Answer messages in further languages (or other words), per locale code; the built-in ones are
   * German and English. A reader whose language has none gets German.
   */
  messages?: Readonly<Record<string, AnswerMessages>>;
  /** The site's own wording of a mail (a language the package does not write); undefined: built in. */
  composeMail?: (mail: MailRequest) => Composed | undefined;
  /** Secret for the keyed hashes of rate-limit keys (set the same on every instance). */
  hashSecret?: string;
  /** The client's address as the app knows it (socket, or a trusted proxy's header). */
  clientAddress?(request: Request): string | undefined;
  /** Structured log lines: ids, never an address, a message or an IP. */
  log?(entry: LogEntry): void;
}

export type ServicesHandler = (request: Request) => Promise<Response>;

const CONFIRM_TOKEN_MS = 48 * 3600_000;
const UNSUBSCRIBE_REQUEST_MS = 48 * 3600_000;
/** The unsubscribe link in newsletter mails keeps working for a year (RFC 8058 asks for long). */
const UNSUBSCRIBE_MAIL_MS = 365 * 24 * 3600_000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const builtInMessages = {
  'de-DE': {
    validation: 'Bitte prüfen Sie Ihre Eingaben.',
    notFound: 'Nicht gefunden.',
    forbidden: 'Diese Anfrage ist nicht erlaubt.',
    tooLarge: 'Die Anfrage ist zu groß.',
    mediaType: 'Bitte senden Sie JSON.',
    method: 'Diese Methode ist hier nicht erlaubt.',
    rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    server: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
    invalidToken: 'Dieser Link ist ungültig oder abgelaufen.',
    field: {
      required: 'Bitte füllen Sie dieses Feld aus.',
      tooShort: (n: number) => `Bitte geben Sie mindestens ${n} Zeichen ein.`,
      tooLong: (n: number) => `Bitte geben Sie höchstens ${n} Zeichen ein.`,
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      singleLine: 'Bitte ohne Zeilenumbruch.',
      consent: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
      invalid: 'Bitte prüfen Sie diese Eingabe.',
      unknown: 'Dieses Feld gibt es hier nicht.',
    },
  },
  en: {
    validation: 'Please check your entries.',
    notFound: 'Not found.',
    forbidden: 'This request is not allowed.',
    tooLarge: 'The request is too large.',
    mediaType: 'Please send JSON.',
    method: 'This method is not allowed here.',
    rateLimited: 'Too many requests. Please try again later.',
    server: 'Sorry, that did not work. Please try again.',
    invalidToken: 'This link is invalid or has expired.',
    field: {
      required: 'Please fill in this field.',
      tooShort: (n: number) => `Please enter at least ${n} characters.`,
      tooLong: (n: number) => `Please enter at most ${n} characters.`,
      email: 'Please enter a valid email address.',
      singleLine: 'Please without line breaks.',
      consent: 'Please accept the privacy policy.',
      invalid: 'Please check this entry.',
      unknown: 'This field does not exist here.',
    },
  },
} as const;

/** Every message the API answers with, in one language. */
export interface AnswerMessages {
  validation: string;
  notFound: string;
  forbidden: string;
  tooLarge: string;
  mediaType: string;
  method: string;
  rateLimited: string;
  server: string;
  invalidToken: string;
  field: {
    required: string;
    tooShort: (n: number) => string;
    tooLong: (n: number) => string;
    email: string;
    singleLine: string;
    consent: string;
    invalid: string;
    unknown: string;
  };
}

type Messages = AnswerMessages;

/** One message per failed field, in the answer's language, never echoing the input. */
function fieldMessages(error: z.ZodError, m: Messages, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = prefix + (issue.path.length ? issue.path.join('.') : '_');
    if (fields[path]) continue;
    const leaf = issue.path.at(-1);
    let message: string = m.field.invalid;
    if (leaf === 'privacyAccepted') message = m.field.consent;
    else if (issue.code === 'invalid_type' && issue.input === undefined) message = m.field.required;
    else if (issue.code === 'too_small' && issue.origin === 'string')
      message = Number(issue.minimum) <= 1 ? m.field.required : m.field.tooShort(Number(issue.minimum));
    else if (issue.code === 'too_big' && issue.origin === 'string')
      message = m.field.tooLong(Number(issue.maximum));
    else if (issue.code === 'invalid_format' && issue.format === 'email') message = m.field.email;
    else if (issue.code === 'custom' && issue.message === 'no line breaks') message = m.field.singleLine;
    else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        fields[`${path === '_' ? '' : `${path}.`}${key}`.replace(/^\./, '')] = m.field.unknown;
      continue;
    }
    fields[path] = message;
  }
  return fields;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

/** Reads at most `limit` bytes of the body; more → 413 (also when Content-Length lies). */
async function readBody(request: Request, limit: number, m: Messages): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, 'too-large', m.tooLarge);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, 'too-large', m.tooLarge);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

type BodyKind = 'json' | 'form';

function bodyKind(request: Request): BodyKind | undefined {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

export function createServicesHandler(options: ServicesHandlerOptions): ServicesHandler {
  const {
    db,
    site,
    mail,
    clock = systemClock,
    minFillMs = 1500,
    maxBodyBytes = 16 * 1024,
    consentVersion = '1',
    hashSecret = 'healthsite-services',
    log = () => {},
  } = options;
  if (!options.outbox && !options.mailer)
    throw new Error('createServicesHandler: give an outbox or a mailer');
  const outbox = options.outbox ?? createOutbox({ db, mailer: options.mailer as Mailer, clock, log });
  const limits: RateLimits = { ...defaultRateLimits, ...options.limits };
  const siteOrigin = new URL(site.siteUrl).origin;
  const allowedOrigins = new Set(
    [siteOrigin, ...(options.allowedOrigins ?? [])].map((o) => new URL(o).origin),
  );
  const absolute = (path: string, token: string) => `${siteOrigin}${path}?token=${encodeURIComponent(token)}`;
  const messageTable: Readonly<Record<string, AnswerMessages>> = { ...builtInMessages, ...options.messages };
  /** The answer's messages: the reader's locale, else its language, else German. */
  const messagesFor = (locale: string): Messages =>
    byLocale(messageTable, locale) ?? builtInMessages['de-DE'];
  const writeMail = (request: MailRequest) => composeMail(request, options.composeMail);
  const pageFor = (pages: Readonly<Record<string, string>>, locale: string): string => {
    const page = byLocale(pages, locale);
    if (page === undefined)
      throw new Error('SiteDefinition.pages: no page configured for the newsletter mails');
    return page;
  };

  const tooMany = (result: LimitResult, m: Messages) =>
    new HttpError(429, 'rate-limited', m.rateLimited, undefined, {
      'Retry-After': String(result.retryAfterSeconds),
    });

  /** Counts one request against a limit (its own commit); 429 when over it. */
  async function limit(key: string, rule: Limit, m: Messages) {
    const result = await hit(db, clock, keyedHash(hashSecret, key), rule);
    if (!result.allowed) throw tooMany(result, m);
  }

  /**
   * Counts the request against its limits and runs `write` in the same transaction: one commit
   * (one fsync on SQLite) per accepted submission. Over a limit, the counts are committed, nothing
   * is written, and the answer is 429.
   */
  async function limitedWrite(
    checks: readonly (readonly [key: string, rule: Limit])[],
    m: Messages,
    write: (trx: ServicesDb) => Promise<void>,
  ): Promise<void> {
    let blocked: LimitResult | undefined;
    await db.transaction().execute(async (trx) => {
      for (const [key, rule] of checks) {
        const result = await hit(trx, clock, keyedHash(hashSecret, key), rule);
        if (!result.allowed) {
          blocked = result;
          return;
        }
      }
      await write(trx);
    });
    if (blocked) throw tooMany(blocked, m);
  }

  /**
   * Runs the checks of a submission; one that is refused (400, 404) or dropped as a bot still
   * counts against the client's limit, so a flood of bad bodies gets 429 like any other.
   */
  async function checked<T>(client: readonly [string, Limit], m: Messages, check: () => Promise<T> | T) {
    try {
      return await check();
    } catch (error) {
      if (error instanceof HttpError) await limit(client[0], client[1], m);
      throw error;
    }
  }

  /** A new single-use token for a subscriber: only its hash is stored. */
  async function issueToken(
    trx: ServicesDb,
    subscriberId: string,
    purpose: 'confirm' | 'unsubscribe',
    now: Date,
    validMs: number,
  ): Promise<string> {
    const token = newToken();
    await trx
      .insertInto('newsletter_tokens')
      .values({
        token_hash: hashToken(token),
        subscriber_id: subscriberId,
        purpose,
        created_at: iso(now),
        expires_at: iso(addMs(now, validMs)),
        used_at: null,
      })
      .execute();
    return token;
  }

  const clientKey = (request: Request) => options.clientAddress?.(request) ?? 'unknown';

  function checkOrigin(request: Request, m: Messages) {
    const origin = request.headers.get('origin');
    const fetchSite = request.headers.get('sec-fetch-site');
    if (origin !== null && origin !== 'null' && !allowedOrigins.has(origin))
      throw new HttpError(403, 'forbidden', m.forbidden);
    if (origin === 'null' || fetchSite === 'cross-site') throw new HttpError(403, 'forbidden', m.forbidden);
  }

  async function readJson(request: Request, m: Messages): Promise<unknown> {
    if (bodyKind(request) !== 'json') throw new HttpError(415, 'unsupported-media-type', m.mediaType);
    const text = await readBody(request, maxBodyBytes, m);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, 'validation', m.validation, { _: m.field.invalid });
    }
  }

  function parse<S extends z.ZodType>(schema: S, input: unknown, m: Messages): z.output<S> {
    const result = schema.safeParse(input);
    if (!result.success) throw new HttpError(400, 'validation', m.validation, fieldMessages(result.error, m));
    return result.data;
  }

  /** A bot's submission: answered like success, never stored. */
  function isBot(body: unknown): boolean {
    const bot = botFieldsSchema.safeParse(body);
    if (!bot.success) return false;
    if (bot.data.website !== undefined && bot.data.website.trim() !== '') return true;
    return minFillMs > 0 && bot.data.fillMs !== undefined && bot.data.fillMs < minFillMs;
  }

  // ---------------------------------------------------------------------------------------------

  async function reviewsList(request: Request, m: Messages): Promise<Response> {
    const url = new URL(request.url);
    const query = parse(reviewQuerySchema, Object.fromEntries(url.searchParams), m);
    if (!(await site.isProduct(query.product))) throw new HttpError(404, 'not-found', m.notFound);
    try {
      return json(200, await listReviews(db, query));
    } catch (error) {
      if (error instanceof InvalidCursorError)
        throw new HttpError(400, 'validation', m.validation, { cursor: m.field.invalid });
      throw error;
    }
  }

  async function reviewsCreate(request: Request, m: Messages): Promise<Response> {
    const body = await readJson(request, m);
    const client = [`client:${clientKey(request)}:reviews`, limits.perClient] as const;
    const review = await checked(client, m, async () => {
      const valid = parse(reviewSubmissionSchema, body, m);
      if (!(await site.isProduct(valid.product))) throw new HttpError(404, 'not-found', m.notFound);
      return valid;
    });
    const id = newId();
    if (isBot(body)) {
      await limit(...client, m);
      log({ level: 'info', msg: 'bot submission dropped', endpoint: 'reviews' });
      return json(201, { id, status: 'pending' });
    }
    const emailHash = hashEmail(review.email);
    await limitedWrite([client, [`address:${emailHash}:reviews`, limits.perAddress]], m, async (trx) => {
      // The same address again for the same product: kept for the team, never published by itself.
      // The answer does not differ: a 409 would tell anyone who reviewed an eye-care product.
      const earlier = await trx
        .selectFrom('reviews')
        .select('id')
        .where('product', '=', review.product)
        .where('email_hash', '=', emailHash)
        .orderBy('created_at')
        .executeTakeFirst();
      await trx
        .insertInto('reviews')
        .values({
          id,
          product: review.product,
          locale: review.locale,
          rating: review.rating,
          title: review.title,
          content: review.content,
          display_name: review.displayName,
          email: review.email,
          email_hash: emailHash,
          status: 'pending',
          verified_buyer: 0,
          duplicate_of: earlier?.id ?? null,
          reply: null,
          reply_at: null,
          created_at: iso(clock.now()),
          published_at: null,
        })
        .execute();
    });
    log({ level: 'info', msg: 'review received', review: id, product: review.product });
    return json(201, { id, status: 'pending' });
  }

  /**
   * The newsletter's two endpoints that send a mail (sign-up, the unsubscribe form): parse, drop
   * bots, count per client and per address, and in one transaction look the subscriber up and let
   * `write` queue the mail (it returns the subscriber's id when it did). The answer is the same
   * whether the address is known or not.
   */
  async function newsletterMail<T extends { email: string; locale: ApiLocale }>(
    request: Request,
    m: Messages,
    options: { endpoint: string; schema: z.ZodType<T>; answer: () => Response; queued: string },
    write: (
      trx: ServicesDb,
      found: { id: string; status: string } | undefined,
      input: T,
      emailHash: string,
      now: Date,
    ) => Promise<string | undefined>,
  ): Promise<Response> {
    const body = await readJson(request, m);
    const client = [`client:${clientKey(request)}:${options.endpoint}`, limits.perClient] as const;
    const input: T = await checked(client, m, () => parse(options.schema, body, m));
    if (isBot(body)) {
      await limit(...client, m);
      log({ level: 'info', msg: 'bot submission dropped', endpoint: options.endpoint });
      return options.answer();
    }
    const emailHash = hashEmail(input.email);
    const now = clock.now();
    let mailed: string | undefined;
    const address = [`address:${emailHash}:newsletter-mail`, limits.perAddress] as const;
    await limitedWrite([client, address], m, async (trx) => {
      const found = await trx
        .selectFrom('newsletter_subscribers')
        .select(['id', 'status'])
        .where('email_hash', '=', emailHash)
        .executeTakeFirst();
      mailed = await write(trx, found, input, emailHash, now);
    });
    if (mailed) {
      outbox.wake();
      log({ level: 'info', msg: options.queued, subscriber: mailed });
    }
    return options.answer();
  }

  const newsletterSubscribe = (request: Request, m: Messages) =>
    newsletterMail(
      request,
      m,
      {
        endpoint: 'newsletter',
        schema: newsletterSubscriptionSchema,
        answer: () => json(202, { status: 'confirmation-sent' }),
        queued: 'newsletter confirmation queued',
      },
      async (trx, existing, subscription, emailHash, now) => {
        // Already confirmed: nothing to do, and the answer is the same (nobody can probe).
        if (existing?.status === 'confirmed') return undefined;
        const id = existing?.id ?? newId();
        const consent = {
          email: normaliseEmail(subscription.email),
          locale: subscription.locale,
          status: 'pending',
          consent_at: iso(now),
          consent_locale: subscription.locale,
          consent_version: consentVersion,
          confirmed_at: null,
          unsubscribed_at: null,
        };
        if (existing)
          await trx.updateTable('newsletter_subscribers').set(consent).where('id', '=', id).execute();
        else
          await trx
            .insertInto('newsletter_subscribers')
            .values({ id, email_hash: emailHash, created_at: iso(now), ...consent })
            .execute();
        const token = await issueToken(trx, id, 'confirm', now, CONFIRM_TOKEN_MS);
        await outbox.enqueue(trx, {
          kind: 'newsletter-confirm',
          refId: id,
          from: mail.from,
          to: subscription.email,
          ...writeMail({
            kind: 'newsletter-confirm',
            context: { locale: subscription.locale, brand: site.brand },
            url: absolute(pageFor(site.pages.newsletterConfirm, subscription.locale), token),
          }),
          headers: {},
        });
        return id;
      },
    );

  const newsletterUnsubscribe = (request: Request, m: Messages) =>
    newsletterMail(
      request,
      m,
      {
        endpoint: 'unsubscribe',
        schema: newsletterUnsubscriptionSchema,
        answer: () => json(202, { status: 'link-sent' }),
        queued: 'unsubscribe link queued',
      },
      async (trx, subscriber, unsubscription, _emailHash, now) => {
        if (!subscriber || subscriber.status === 'unsubscribed') return undefined;
        const token = await issueToken(trx, subscriber.id, 'unsubscribe', now, UNSUBSCRIBE_REQUEST_MS);
        await outbox.enqueue(trx, {
          kind: 'newsletter-unsubscribe-link',
          refId: subscriber.id,
          from: mail.from,
          to: unsubscription.email,
          ...writeMail({
            kind: 'newsletter-unsubscribe-link',
            context: { locale: unsubscription.locale, brand: site.brand },
            url: absolute(pageFor(site.pages.newsletterUnsubscribe, unsubscription.locale), token),
          }),
          headers: {},
        });
        return subscriber.id;
      },
    );

  /** Uses a token once; undefined when it is unknown, used, expired or of another purpose. */
  async function useToken(token: string, purpose: 'confirm' | 'unsubscribe') {
    const now = iso(clock.now());
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('newsletter_tokens')
        .innerJoin('newsletter_subscribers', 'newsletter_subscribers.id', 'newsletter_tokens.subscriber_id')
        .select([
          'newsletter_tokens.token_hash',
          'newsletter_tokens.subscriber_id',
          'newsletter_tokens.used_at',
          'newsletter_tokens.expires_at',
          'newsletter_subscribers.email',
          'newsletter_subscribers.locale',
          'newsletter_subscribers.status',
        ])
        .where('newsletter_tokens.token_hash', '=', hashToken(token))
        .where('newsletter_tokens.purpose', '=', purpose)
        .executeTakeFirst();
      if (!row || row.expires_at < now) return undefined;
      if (row.used_at !== null) {
        // Clicking an unsubscribe link twice is still "unsubscribed", not an error.
        return purpose === 'unsubscribe' && row.status === 'unsubscribed'
          ? { ...row, already: true }
          : undefined;
      }
      await trx
        .updateTable('newsletter_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', row.token_hash)
        .execute();
      if (purpose === 'confirm') {
        await trx
          .updateTable('newsletter_subscribers')
          .set({ status: 'confirmed', confirmed_at: now })
          .where('id', '=', row.subscriber_id)
          .execute();
        const unsubscribe = await issueToken(
          trx,
          row.subscriber_id,
          'unsubscribe',
          clock.now(),
          UNSUBSCRIBE_MAIL_MS,
        );
        const locale = row.locale;
        const pageUrl = absolute(pageFor(site.pages.newsletterUnsubscribe, locale), unsubscribe);
        const oneClick = `${siteOrigin}/api/newsletter/one-click?token=${encodeURIComponent(unsubscribe)}`;
        await outbox.enqueue(trx, {
          kind: 'newsletter-welcome',
          refId: row.subscriber_id,
          from: mail.from,
          to: row.email,
          ...writeMail({ kind: 'newsletter-welcome', context: { locale, brand: site.brand }, url: pageUrl }),
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      } else {
        await trx
          .updateTable('newsletter_subscribers')
          .set({ status: 'unsubscribed', unsubscribed_at: now })
          .where('id', '=', row.subscriber_id)
          .execute();
        // Whatever else was pending for this address is void now.
        await trx
          .updateTable('newsletter_tokens')
          .set({ used_at: now })
          .where('subscriber_id', '=', row.subscriber_id)
          .where('used_at', 'is', null)
          .execute();
      }
      return { ...row, already: false };
    });
  }

  async function tokenEndpoint(
    request: Request,
    m: Messages,
    purpose: 'confirm' | 'unsubscribe',
  ): Promise<Response> {
    const kind = bodyKind(request);
    if (!kind) throw new HttpError(415, 'unsupported-media-type', m.mediaType);
    await limit(`client:${clientKey(request)}:token`, limits.perClient, m);
    const text = await readBody(request, maxBodyBytes, m);
    const done = purpose === 'confirm' ? 'confirmed' : 'unsubscribed';
    if (kind === 'form') {
      // A form on the page behind the mail link: answer with the page again (303), with the outcome.
      const form = new URLSearchParams(text);
      const returnTo = form.get('returnTo') ?? '/';
      const back = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
      const token = newsletterTokenSchema.safeParse({ token: form.get('token') ?? '' });
      const used = token.success ? await useToken(token.data.token, purpose) : undefined;
      const target = new URL(back, siteOrigin);
      target.searchParams.set('status', used ? done : 'invalid');
      if (used && !used.already)
        log({ level: 'info', msg: `newsletter ${done}`, subscriber: used.subscriber_id });
      if (used && purpose === 'confirm') outbox.wake();
      return new Response(null, {
        status: 303,
        headers: { Location: target.pathname + target.search, 'Cache-Control': 'private, no-store' },
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, 'validation', m.validation, { _: m.field.invalid });
    }
    const { token } = parse(newsletterTokenSchema, body, m);
    const used = await useToken(token, purpose);
    if (!used) throw new HttpError(400, 'invalid-token', m.invalidToken, { token: m.invalidToken });
    if (!used.already) log({ level: 'info', msg: `newsletter ${done}`, subscriber: used.subscriber_id });
    if (purpose === 'confirm') outbox.wake();
    return json(200, { status: done });
  }

  /** RFC 8058: the mail client posts `List-Unsubscribe=One-Click` to the List-Unsubscribe URL. */
  async function oneClick(request: Request, m: Messages): Promise<Response> {
    await limit(`client:${clientKey(request)}:token`, limits.perClient, m);
    await readBody(request, maxBodyBytes, m);
    const token = newsletterTokenSchema.safeParse({
      token: new URL(request.url).searchParams.get('token') ?? '',
    });
    const used = token.success ? await useToken(token.data.token, 'unsubscribe') : undefined;
    if (!used) throw new HttpError(400, 'invalid-token', m.invalidToken);
    if (!used.already)
      log({ level: 'info', msg: 'newsletter unsubscribed (one-click)', subscriber: used.subscriber_id });
    return json(200, { status: 'unsubscribed' });
  }

  async function requestSend(request: Request, m: Messages): Promise<Response> {
    const body = await readJson(request, m);
    const client = [`client:${clientKey(request)}:request`, limits.perClient] as const;
    const contact = await checked(client, m, () => parse(contactRequestSchema, body, m));
    const id = newId();
    if (isBot(body)) {
      await limit(...client, m);
      return json(201, { id });
    }
    await limitedWrite([client], m, async (trx) => {
      await trx
        .insertInto('contact_requests')
        .values({
          id,
          topic: contact.topic,
          message: contact.message,
          name: contact.name,
          email: contact.email,
          locale: contact.locale,
          created_at: iso(clock.now()),
        })
        .execute();
      await outbox.enqueue(trx, {
        kind: 'contact-request',
        refId: id,
        from: mail.from,
        to: mail.contactTo,
        ...writeMail({
          kind: 'contact-request',
          context: { locale: contact.locale, brand: site.brand },
          request: { id, ...contact },
        }),
        headers: { 'Reply-To': contact.email },
      });
    });
    outbox.wake();
    log({ level: 'info', msg: 'contact request received', request: id });
    return json(201, { id });
  }

  async function formSubmit(request: Request, m: Messages, formId: string): Promise<Response> {
    if (!formIdSchema.safeParse(formId).success) throw new HttpError(404, 'not-found', m.notFound);
    const body = await readJson(request, m);
    const client = [`client:${clientKey(request)}:forms`, limits.perClient] as const;
    const submission = await checked(client, m, async () => {
      const definition = await site.formDefinition(formId);
      if (!definition) throw new HttpError(404, 'not-found', m.notFound);
      parse(formSubmissionSchema, body, m);
      // The fields come from the content's definition of this form, never from what the browser sent.
      const result = buildFormSubmissionSchema(definition).safeParse(body);
      if (!result.success)
        throw new HttpError(400, 'validation', m.validation, fieldMessages(result.error, m));
      return result.data;
    });
    const id = newId();
    if (isBot(body)) {
      await limit(...client, m);
      return json(201, { id });
    }
    await limitedWrite([client], m, async (trx) => {
      await trx
        .insertInto('form_submissions')
        .values({
          id,
          form_id: formId,
          values_json: JSON.stringify(submission.values),
          locale: submission.locale,
          created_at: iso(clock.now()),
        })
        .execute();
    });
    log({ level: 'info', msg: 'form submission received', form: formId, submission: id });
    return json(201, { id });
  }

  // ---------------------------------------------------------------------------------------------

  const posts: Record<string, (request: Request, m: Messages) => Promise<Response>> = {
    [apiRoutes.createReview.path]: reviewsCreate,
    [apiRoutes.subscribeNewsletter.path]: newsletterSubscribe,
    [apiRoutes.unsubscribeNewsletter.path]: newsletterUnsubscribe,
    '/api/newsletter/confirm': (r, m) => tokenEndpoint(r, m, 'confirm'),
    '/api/newsletter/unsubscribe/confirm': (r, m) => tokenEndpoint(r, m, 'unsubscribe'),
    '/api/newsletter/one-click': oneClick,
    [apiRoutes.sendRequest.path]: requestSend,
  };

  return async function handle(request: Request): Promise<Response> {
    const m = messagesFor(answerLocale(request));
    const path = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
    try {
      if (path === apiRoutes.listReviews.path && (request.method === 'GET' || request.method === 'HEAD'))
        return await reviewsList(request, m);
      const formMatch = /^\/api\/forms\/([^/]+)$/.exec(path);
      const post =
        posts[path] ??
        (formMatch
          ? (r: Request, mm: Messages) => formSubmit(r, mm, decodeURIComponent(formMatch[1] ?? ''))
          : undefined);
      if (!post) throw new HttpError(404, 'not-found', m.notFound);
      if (request.method !== 'POST')
        throw new HttpError(405, 'method-not-allowed', m.method, undefined, {
          Allow: path === apiRoutes.listReviews.path ? 'GET, HEAD, POST' : 'POST',
        });
      checkOrigin(request, m);
      return await post(request, m);
    } catch (error) {
      if (error instanceof HttpError)
        return json(
          error.status,
          {
            error: {
              code: error.code,
              message: error.message,
              ...(error.fields ? { fields: error.fields } : {}),
            },
          },
          error.headers,
        );
      // The error's text may hold SQL with values: log only its kind.
      log({
        level: 'error',
        msg: 'services request failed',
        path,
        error: error instanceof Error ? error.name : typeof error,
        code: (error as { code?: unknown } | null)?.code,
      });
      return json(500, { error: { code: 'server', message: m.server } });
    }
  };
}
