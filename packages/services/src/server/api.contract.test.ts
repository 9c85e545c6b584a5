// Contract tests of the services API over HTTP: the real handler on a real node:http server, real
// storage (SQLite always; PostgreSQL from Debian's package, started in a temporary directory), and
// real mail through MailDev. Every endpoint, every documented error.
import { getRequestListener } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailDev, type CaughtMail, type TestMailDev } from '../../../../scripts/maildev';
import { startPostgres, type TestPostgres } from '../../../../scripts/postgres';
import type { FormDefinitionInput } from '../contract/api';
import {
  approveReview,
  createOutbox,
  createServicesHandler,
  createSmtpMailer,
  exportSubmissions,
  migrate,
  openPostgres,
  openSqlite,
  pendingReviews,
  purgeOlderThan,
  replyToReview,
  verifyReview,
  type LogEntry,
  type Mailer,
  type Outbox,
  type ServicesDb,
} from './index';

const SITE = 'https://www.example.test';
const sampleForm: FormDefinitionInput = {
  formId: 'muster-anfordern',
  fields: [
    { type: 'text', name: 'name', label: 'Name', required: true, minLength: 2 },
    { type: 'email', name: 'email', label: 'E-Mail', required: true },
    {
      type: 'select',
      name: 'produkt',
      label: 'Produkt',
      required: true,
      options: [
        { value: 'dual', label: 'Dual' },
        { value: 'gel', label: 'Gel' },
      ],
    },
    { type: 'checkbox', name: 'rueckruf', label: 'Rückruf' },
  ],
};

let mail: TestMailDev;
let postgres: TestPostgres | undefined;
const work = mkdtempSync(join(tmpdir(), 'healthsite-services-'));

beforeAll(async () => {
  [mail, postgres] = await Promise.all([startMailDev(), startPostgres()]);
}, 180_000);

afterAll(async () => {
  await mail?.stop();
  postgres?.stop();
  rmSync(work, { recursive: true, force: true });
});

interface Rig {
  base: string;
  db: ServicesDb;
  outbox: Outbox;
  logs: LogEntry[];
  clock: { now(): Date; advance(ms: number): void };
  /** Stops the server and the outbox worker; the database stays open. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

async function startRig(
  db: ServicesDb,
  mailer: Mailer,
  { minFillMs = 1500, perClient = 1000, worker = true } = {},
): Promise<Rig> {
  await migrate(db);
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => (offset += ms) };
  const logs: LogEntry[] = [];
  const log = (entry: LogEntry) => logs.push(entry);
  const outbox = createOutbox({ db, mailer, clock, log, baseBackoffMs: 50, maxBackoffMs: 200 });
  const handler = createServicesHandler({
    db,
    outbox,
    clock,
    log,
    minFillMs,
    limits: { perClient: { max: perClient, windowMs: 60_000 } },
    mail: { from: '"LUMEDRA®" <newsletter@example.test>', contactTo: 'team@example.test' },
    clientAddress: (request) => request.headers.get('x-test-client') ?? '127.0.0.1',
    site: {
      brand: 'LUMEDRA®',
      siteUrl: SITE,
      isProduct: (id) => ['prod-dual', 'prod-gel'].includes(id),
      formDefinition: (formId) => (formId === sampleForm.formId ? sampleForm : undefined),
      pages: {
        newsletterConfirm: { 'de-DE': '/newsletter/bestaetigen', en: '/en/newsletter/confirm' },
        newsletterUnsubscribe: { 'de-DE': '/newsletter/abmelden', en: '/en/newsletter/unsubscribe' },
      },
    },
  });
  const stopWorker = worker ? outbox.start() : async () => {};
  const server: Server = createServer(getRequestListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = async () => {
    await stopWorker();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    base,
    db,
    outbox,
    logs,
    clock,
    stop,
    async close() {
      await stop();
      await db.destroy();
    },
  };
}

const storages: [string, () => Promise<ServicesDb>][] = [
  ['SQLite', () => openSqlite({ path: join(work, `${crypto.randomUUID()}.db`) })],
  [
    'PostgreSQL',
    async () => {
      if (!postgres) throw new Error('PostgreSQL did not start');
      return openPostgres({
        connectionString: postgres.createDatabase(`t_${crypto.randomUUID().replace(/-/g, '')}`),
      });
    },
  ],
];

const review = (overrides: Record<string, unknown> = {}) => ({
  product: 'prod-dual',
  rating: 4,
  title: 'Angenehm im Alltag',
  content: 'Die Tropfen helfen mir nach langen Tagen am Bildschirm.',
  displayName: 'Jo',
  email: 'jo.reviewer@example.com',
  privacyAccepted: true,
  locale: 'de-DE',
  fillMs: 8000,
  ...overrides,
});

describe.each(storages)('services API on %s', (_name, open) => {
  let rig: Rig;
  let mailer: Mailer;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${rig.base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${rig.base}${path}`, { headers });
  const mailsTo = async (address: string) =>
    (await mail.messages()).filter((m) => m.to.some((t) => t.address === address));
  const linkIn = (m: CaughtMail, path: string) => {
    const found = new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_%-]+)`).exec(m.text ?? '');
    if (!found?.[1]) throw new Error(`no ${path} link in "${m.subject}"`);
    return decodeURIComponent(found[1]);
  };

  beforeAll(async () => {
    mailer = await createSmtpMailer({ url: mail.smtpUrl });
    rig = await startRig(await open(), mailer);
  }, 120_000);
  afterAll(async () => {
    await rig.close();
    mailer?.close?.();
  });
  beforeEach(() => {
    rig.logs.length = 0;
  });

  describe('reviews', () => {
    it('stores a review as pending: not listed until approved, then listed with total and average', async () => {
      const created = await post('/api/reviews', review({ product: 'prod-gel', rating: 5 }));
      expect(created.status).toBe(201);
      const { id, status } = (await created.json()) as { id: string; status: string };
      expect(status).toBe('pending');
      expect((await (await get('/api/reviews?product=prod-gel')).json()) as unknown).toMatchObject({
        total: 0,
        items: [],
        average: null,
      });

      expect((await pendingReviews(rig.db)).map((r) => r.id)).toContain(id);
      await approveReview(rig.db, id);
      await replyToReview(rig.db, id, 'Danke für Ihre Bewertung!');
      await verifyReview(rig.db, id);
      const listed = await get('/api/reviews?product=prod-gel');
      expect(listed.status).toBe(200);
      expect(listed.headers.get('cache-control')).toBe('private, no-store');
      const page = (await listed.json()) as {
        total: number;
        average: number;
        items: Record<string, unknown>[];
      };
      expect(page.total).toBe(1);
      expect(page.average).toBe(5);
      expect(page.items[0]).toMatchObject({
        id,
        rating: 5,
        title: 'Angenehm im Alltag',
        displayName: 'Jo',
        verifiedBuyer: true,
        reply: { content: 'Danke für Ihre Bewertung!' },
      });
      expect(JSON.stringify(page)).not.toContain('example.com');
    });

    it('lists in the four orders with cursor paging over every published review, average to one decimal', async () => {
      const ratings = [3, 5, 1, 4, 4, 2, 5];
      const ids: string[] = [];
      for (const [i, rating] of ratings.entries()) {
        rig.clock.advance(1000);
        const response = await post(
          '/api/reviews',
          review({ rating, email: `p${i}@example.com`, title: `Bewertung ${i}` }),
        );
        const { id } = (await response.json()) as { id: string };
        ids.push(id);
        await approveReview(rig.db, id);
      }
      const all = async (sort: string) => {
        const seen: { rating: number; title: string }[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const response = await get(
            `/api/reviews?product=prod-dual&sort=${sort}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          const page = (await response.json()) as {
            items: { rating: number; title: string }[];
            nextCursor: string | null;
            total: number;
            average: number;
          };
          expect(page.total).toBe(7);
          expect(page.average).toBe(3.4); // 24 / 7 = 3.43
          seen.push(...page.items);
          cursor = page.nextCursor;
          pages++;
        } while (cursor);
        expect(pages).toBe(3);
        return seen;
      };
      const newest = await all('newest');
      expect(newest.map((r) => r.title)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Bewertung ${i}`));
      expect((await all('oldest')).map((r) => r.title)).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((i) => `Bewertung ${i}`),
      );
      expect((await all('rating-desc')).map((r) => r.title)).toEqual(
        [6, 1, 4, 3, 0, 5, 2].map((i) => `Bewertung ${i}`), // 5,5 newest first; 4,4 newest first …
      );
      expect((await all('rating-asc')).map((r) => r.rating)).toEqual([1, 2, 3, 4, 4, 5, 5]);
    });

    it('answers 404 for a product that is not in the site definition (list and create)', async () => {
      expect((await get('/api/reviews?product=prod-unknown')).status).toBe(404);
      const created = await post('/api/reviews', review({ product: 'prod-unknown' }));
      expect(created.status).toBe(404);
      expect(await created.json()).toMatchObject({ error: { code: 'not-found' } });
    });

    it('accepts a second review of a product from the same address without publishing it, and says nothing', async () => {
      const first = await post('/api/reviews', review({ email: 'twice@example.com' }));
      const second = await post(
        '/api/reviews',
        review({ email: ' TWICE@example.com ', title: 'Noch einmal' }),
      );
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      const firstId = ((await first.json()) as { id: string }).id;
      const secondBody = (await second.json()) as { id: string; status: string };
      expect(secondBody.status).toBe('pending');
      const pending = await pendingReviews(rig.db);
      expect(pending.find((r) => r.id === secondBody.id)?.duplicateOf).toBe(firstId);
    });

    it('rejects a bad cursor and a bad query with 400 and the field', async () => {
      const bad = await get('/api/reviews?product=prod-dual&cursor=nonsense');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: { code: 'validation', fields: { cursor: expect.any(String) } },
      });
      const limit = await get('/api/reviews?product=prod-dual&limit=500');
      expect(await limit.json()).toMatchObject({ error: { fields: { limit: expect.any(String) } } });
    });
  });

  describe('bad input', () => {
    it('400 names each failed field, in the language asked for, without echoing the input', async () => {
      const body = review({
        title: 'x',
        displayName: 'Jo\nBcc: a@b.c',
        email: 'not-an-address',
        privacyAccepted: false,
      });
      const de = await post('/api/reviews', body);
      expect(de.status).toBe(400);
      const answer = (await de.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(answer.error.code).toBe('validation');
      expect(answer.error.fields).toEqual({
        title: 'Bitte geben Sie mindestens 3 Zeichen ein.',
        displayName: 'Bitte ohne Zeilenumbruch.',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        privacyAccepted: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
      });
      expect(JSON.stringify(answer)).not.toContain('not-an-address');
      const en = await post('/api/reviews', body, { 'Accept-Language': 'en' });
      expect(((await en.json()) as typeof answer).error.fields.title).toBe(
        'Please enter at least 3 characters.',
      );
    });

    it('415 for anything but JSON, 413 over 16 KB, 403 for a foreign Origin, 405 and 404 for wrong routes', async () => {
      const text = await fetch(`${rig.base}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: SITE },
        body: '{}',
      });
      expect(text.status).toBe(415);
      expect(await text.json()).toMatchObject({ error: { code: 'unsupported-media-type' } });
      const big = await post('/api/request', { ...review(), message: 'x'.repeat(17 * 1024) });
      expect(big.status).toBe(413);
      // Also when the body arrives in chunks without a Content-Length.
      const chunked = await fetch(`${rig.base}/api/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      const foreign = await post(
        '/api/newsletter',
        { email: 'a@example.com', privacyAccepted: true, locale: 'de-DE' },
        { Origin: 'https://evil.example' },
      );
      expect(foreign.status).toBe(403);
      expect((await get('/api/newsletter')).status).toBe(405);
      expect((await get('/api/nothing')).status).toBe(404);
      expect((await post('/api/reviews', '{not json')).status).toBe(400);
    });

    it('drops bots silently: a filled honeypot or a form filled too fast is answered like success, not stored', async () => {
      const before = (await exportSubmissions(rig.db, 'requests')).length;
      const request = {
        topic: 'Frage',
        message: 'Eine Frage zu den Augentropfen, bitte.',
        name: 'Bo Bot',
        email: 'bot@example.com',
        privacyAccepted: true,
        locale: 'de-DE',
      };
      const honeypot = await post('/api/request', { ...request, website: 'http://spam.example' });
      const fast = await post('/api/request', { ...request, fillMs: 200 });
      expect(honeypot.status).toBe(201);
      expect(fast.status).toBe(201);
      expect((await exportSubmissions(rig.db, 'requests')).length).toBe(before);
      const human = await post('/api/request', { ...request, fillMs: 9000 });
      expect(human.status).toBe(201);
      expect((await exportSubmissions(rig.db, 'requests')).length).toBe(before + 1);
    });

    it('limits per client and per address with 429 and Retry-After; the limits live in the database', async () => {
      const body = { email: 'limited@example.com', privacyAccepted: true, locale: 'de-DE', fillMs: 5000 };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post('/api/newsletter', body, { 'X-Test-Client': `c${i}` })).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const limited = await post('/api/newsletter', body, { 'X-Test-Client': 'c9' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ error: { code: 'rate-limited' } });
      // Per client: a second handler on the same database (another instance) sees the same counts.
      const other = await startRig(rig.db, mailer, { perClient: 2, worker: false });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 3; i++)
          codes.push(
            (
              await fetch(`${other.base}/api/request`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', 'X-Test-Client': 'busy' },
                body: JSON.stringify({
                  topic: 'x',
                  message: 'y'.repeat(25),
                  name: 'Al Busy',
                  email: 'b@example.com',
                  privacyAccepted: true,
                  locale: 'en',
                }),
              })
            ).status,
          );
        expect(codes).toEqual([201, 201, 429]);
      } finally {
        await other.stop();
      }
    });
  });

  describe('newsletter', () => {
    it('double opt-in: 202, a mail with the confirmation link, confirm once, a welcome mail with one-click unsubscribe', async () => {
      const address = `nl-${crypto.randomUUID()}@example.com`;
      const response = await post('/api/newsletter', {
        email: address,
        privacyAccepted: true,
        locale: 'en',
        fillMs: 4000,
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ status: 'confirmation-sent' });
      const confirmMail = await mail.waitFor((m) => m.to.some((t) => t.address === address));
      expect(confirmMail.subject).toBe('Please confirm your subscription to the LUMEDRA® newsletter');
      expect(confirmMail.html).toContain('Confirm subscription');
      const token = linkIn(confirmMail, '/en/newsletter/confirm');
      expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
      const [row] = (await exportSubmissions(rig.db, 'newsletter')).filter((r) => r.email === address);
      expect(row).toMatchObject({ status: 'pending', consentLocale: 'en', consentVersion: '1' });
      expect(row?.consentAt).toEqual(expect.any(String));

      const confirmed = await post('/api/newsletter/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({ status: 'confirmed' });
      const again = await post('/api/newsletter/confirm', { token });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: { code: 'invalid-token' } });

      const welcome = await mail.waitFor(
        (m) => m.to.some((t) => t.address === address) && m.subject.startsWith('Welcome'),
      );
      expect(welcome.text).toContain('Thank you for subscribing to our newsletter!');
      const headers = await mail.rawHeaders(welcome.id);
      expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = /<([^>]+)>/.exec(headers['list-unsubscribe'] ?? '')?.[1];
      expect(oneClick).toMatch(new RegExp(`^${SITE}/api/newsletter/one-click\\?token=`));
      const path = new URL(oneClick ?? '').pathname + new URL(oneClick ?? '').search;
      // What a mail client does (RFC 8058): a form post without our Origin.
      const unsubscribed = await fetch(`${rig.base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.status).toBe(200);
      expect((await exportSubmissions(rig.db, 'newsletter')).find((r) => r.email === address)).toMatchObject({
        status: 'unsubscribed',
      });
      // The page link of the same mail: a second click is still "unsubscribed", not an error.
      const pageToken = linkIn(welcome, '/en/newsletter/unsubscribe');
      expect((await post('/api/newsletter/unsubscribe/confirm', { token: pageToken })).status).toBe(200);
    });

    it('answers the same for a confirmed address and sends it nothing new', async () => {
      const address = `known-${crypto.randomUUID()}@example.com`;
      await post('/api/newsletter', { email: address, privacyAccepted: true, locale: 'de-DE', fillMs: 4000 });
      const first = await mail.waitFor((m) => m.to.some((t) => t.address === address));
      expect(first.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum LUMEDRA® Newsletter');
      await post('/api/newsletter/confirm', { token: linkIn(first, '/newsletter/bestaetigen') });
      await mail.waitFor(
        (m) => m.to.some((t) => t.address === address) && m.subject.startsWith('Willkommen'),
      );
      const again = await post('/api/newsletter', {
        email: address,
        privacyAccepted: true,
        locale: 'de-DE',
        fillMs: 4000,
      });
      expect(again.status).toBe(202);
      expect(await again.json()).toEqual({ status: 'confirmation-sent' });
      expect(await rig.outbox.pending()).toBe(0);
      expect(await mailsTo(address)).toHaveLength(2);
    });

    it('refuses an expired confirmation link (48 h)', async () => {
      const address = `late-${crypto.randomUUID()}@example.com`;
      await post('/api/newsletter', { email: address, privacyAccepted: true, locale: 'de-DE', fillMs: 4000 });
      const token = linkIn(
        await mail.waitFor((m) => m.to.some((t) => t.address === address)),
        '/newsletter/bestaetigen',
      );
      rig.clock.advance(49 * 3600_000);
      expect((await post('/api/newsletter/confirm', { token })).status).toBe(400);
    });

    it('the unsubscribe form mails a link instead of unsubscribing; same answer for unknown addresses', async () => {
      const unknown = await post('/api/newsletter/unsubscribe', {
        email: 'nobody@example.com',
        locale: 'de-DE',
      });
      expect(unknown.status).toBe(202);
      expect(await unknown.json()).toEqual({ status: 'link-sent' });

      const address = `leave-${crypto.randomUUID()}@example.com`;
      await post('/api/newsletter', { email: address, privacyAccepted: true, locale: 'de-DE', fillMs: 4000 });
      const confirm = await mail.waitFor((m) => m.to.some((t) => t.address === address));
      await post('/api/newsletter/confirm', { token: linkIn(confirm, '/newsletter/bestaetigen') });
      const known = await post('/api/newsletter/unsubscribe', { email: address, locale: 'de-DE' });
      expect(await known.json()).toEqual({ status: 'link-sent' });
      expect((await exportSubmissions(rig.db, 'newsletter')).find((r) => r.email === address)?.status).toBe(
        'confirmed',
      );
      const linkMail = await mail.waitFor(
        (m) => m.to.some((t) => t.address === address) && m.subject.startsWith('Abmeldung'),
      );
      // The page behind the link posts a form (no JavaScript needed) and is sent back with the outcome.
      const form = await fetch(`${rig.base}/api/newsletter/unsubscribe/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
        body: new URLSearchParams({
          token: linkIn(linkMail, '/newsletter/abmelden'),
          returnTo: '/newsletter/abmelden',
        }),
        redirect: 'manual',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/newsletter/abmelden?status=unsubscribed');
      expect((await exportSubmissions(rig.db, 'newsletter')).find((r) => r.email === address)?.status).toBe(
        'unsubscribed',
      );
      expect((await mail.messages()).some((m) => m.to.some((t) => t.address === 'nobody@example.com'))).toBe(
        false,
      );
    });
  });

  describe('contact requests and generic forms', () => {
    it('stores a contact request and mails it to CONTACT_TO with Reply-To the visitor', async () => {
      const response = await post('/api/request', {
        topic: 'Frage zu Dual',
        message: 'Kann ich die Tropfen mit Kontaktlinsen verwenden?',
        name: 'Kim Beispiel',
        email: 'kim.contact@example.com',
        privacyAccepted: true,
        locale: 'de-DE',
        fillMs: 12000,
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const arrived = await mail.waitFor(
        (m) => m.to.some((t) => t.address === 'team@example.test') && (m.text ?? '').includes(id),
      );
      expect(arrived.subject).toBe('[LUMEDRA®] Kontaktanfrage: Frage zu Dual');
      expect((await mail.rawHeaders(arrived.id))['reply-to']).toContain('kim.contact@example.com');
      expect((await exportSubmissions(rig.db, 'requests')).some((r) => r.id === id)).toBe(true);
    });

    it('validates a generic form against the definition from the content, never against the fields sent', async () => {
      const values = { name: 'Ana', email: 'ana@example.com', produkt: 'gel', rueckruf: true };
      const ok = await post('/api/forms/muster-anfordern', {
        values,
        privacyAccepted: true,
        locale: 'de-DE',
        fillMs: 7000,
      });
      expect(ok.status).toBe(201);
      const { id } = (await ok.json()) as { id: string };
      expect((await exportSubmissions(rig.db, 'forms')).find((r) => r.id === id)).toMatchObject({
        formId: 'muster-anfordern',
        values,
      });
      const extra = await post('/api/forms/muster-anfordern', {
        values: { ...values, admin: 'yes' },
        privacyAccepted: true,
        locale: 'de-DE',
      });
      expect(extra.status).toBe(400);
      expect(await extra.json()).toMatchObject({ error: { fields: { 'values.admin': expect.any(String) } } });
      const wrongOption = await post('/api/forms/muster-anfordern', {
        values: { ...values, produkt: 'other' },
        privacyAccepted: true,
        locale: 'de-DE',
      });
      expect(await wrongOption.json()).toMatchObject({
        error: { fields: { 'values.produkt': expect.any(String) } },
      });
      const lineBreak = await post('/api/forms/muster-anfordern', {
        values: { ...values, name: 'Ana\nBcc: x' },
        privacyAccepted: true,
        locale: 'de-DE',
      });
      expect(lineBreak.status).toBe(400);
      expect(
        (await post('/api/forms/unbekannt', { values, privacyAccepted: true, locale: 'de-DE' })).status,
      ).toBe(404);
      expect((await post('/api/forms/..%2Fadmin', { values, locale: 'de-DE' })).status).toBe(404);
    });
  });

  describe('mail and privacy', () => {
    it('keeps submissions when SMTP is down and sends them once it is back', async () => {
      const { startMailDev: start, freeLoopbackPort } = await import('../../../../scripts/maildev');
      const port = await freeLoopbackPort();
      const downMailer = await createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 2000 });
      // Its own database: the other rig's worker must not deliver this rig's mail.
      const down = await startRig(await open(), downMailer, { worker: false });
      const address = `down-${crypto.randomUUID()}@example.com`;
      const accepted = await fetch(`${down.base}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: address, privacyAccepted: true, locale: 'de-DE', fillMs: 5000 }),
      });
      expect(accepted.status).toBe(202);
      const failed = await down.outbox.deliverDue();
      expect(failed.failed).toBeGreaterThan(0);
      expect(await down.outbox.pending()).toBeGreaterThan(0);
      const back = await start(port);
      try {
        down.clock.advance(60_000); // past the backoff
        const result = await down.outbox.deliverDue();
        expect(result.sent).toBeGreaterThan(0);
        await back.waitFor((m) => m.to.some((t) => t.address === address));
      } finally {
        await back.stop();
        await down.close();
        downMailer.close?.();
      }
    });

    it('never writes an address, a message or an IP into a log line', async () => {
      await post(
        '/api/request',
        {
          topic: 'Privat',
          message: 'Sehr persönliche Nachricht über meine Augen.',
          name: 'Lee Privat',
          email: 'lee.private@example.com',
          privacyAccepted: true,
          locale: 'de-DE',
          fillMs: 9000,
        },
        { 'X-Test-Client': '203.0.113.7' },
      );
      await post('/api/reviews', review({ email: 'lee.private@example.com', product: 'prod-nope' }));
      await rig.outbox.deliverDue();
      const logged = JSON.stringify(rig.logs);
      expect(rig.logs.length).toBeGreaterThan(0);
      for (const secret of ['lee.private@example.com', 'persönliche', 'Lee Privat', '203.0.113.7'])
        expect(logged).not.toContain(secret);
    });

    it('purges what is older than the retention period and keeps published reviews without their address', async () => {
      rig.clock.advance(400 * 24 * 3600_000);
      const result = await purgeOlderThan(rig.db, 30, rig.clock);
      expect(result.requests).toBeGreaterThan(0);
      expect(result.forms).toBeGreaterThan(0);
      expect(await exportSubmissions(rig.db, 'requests')).toEqual([]);
      const reviews = await exportSubmissions(rig.db, 'reviews');
      expect(reviews.length).toBeGreaterThan(0);
      expect(reviews.every((r) => r.status === 'published' && r.email === '')).toBe(true);
    });
  });
});
