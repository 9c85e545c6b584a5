// Resilience of the services API, at a smaller scale than bench/services.mjs: the API runs in its
// own process (apps/web/scripts/services-only.ts, the package's handler on node:http) on a SQLite
// file, as the web server runs it; the test talks HTTP to it, kills it with SIGKILL, and reads the
// database and the mail catcher afterwards. Every wait is on a condition; the limits are fixed and
// generous for a busy 2-core machine.
import { exportSubmissions, openSqlite, type ServicesDb } from '@healthsite/services/server';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contactRequest,
  accepted,
  hostileQueries,
  hostileRequests,
  jsonHeaders,
  postReview,
  send,
  startServicesProcess,
  type Answer,
  type ServicesProcess,
} from '../../../bench/lib/services-rig.ts';
import { freeLoopbackPort, startMailDev, type TestMailDev } from '../../../scripts/maildev.ts';

const LIMIT_MS = 180_000;
const work = mkdtempSync(join(tmpdir(), 'healthsite-resilience-'));
let files = 0;
const newFile = () => join(work, `services-${++files}.db`);
const running: ServicesProcess[] = [];
const catchers: TestMailDev[] = [];
const databases: ServicesDb[] = [];

async function start(...args: Parameters<typeof startServicesProcess>) {
  const server = await startServicesProcess(...args);
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
  await Promise.all(databases.splice(0).map((db) => db.destroy()));
  await Promise.all(catchers.splice(0).map((c) => c.stop()));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An SMTP URL where nothing listens (the port is free; nobody takes it in between). */
const deadSmtp = async () => `smtp://127.0.0.1:${await freeLoopbackPort()}`;

async function exported(file: string) {
  const db = await openSqlite({ path: file });
  databases.push(db);
  const [reviews, requests, forms, newsletter] = await Promise.all(
    (['reviews', 'requests', 'forms', 'newsletter'] as const).map((kind) => exportSubmissions(db, kind)),
  );
  return { reviews: reviews!, requests: requests!, forms: forms!, newsletter: newsletter! };
}

describe('services resilience', () => {
  // The suite's summary reads each test's own limit from here (see services-cli.test.ts).
  beforeEach(({ task }) => {
    task.meta.limitMs = LIMIT_MS;
  });

  it(
    'refuses 1,000 invalid or hostile bodies: none accepted, none stored, no answer ≥ 500, no address echoed or logged',
    async () => {
      const file = newFile();
      const server = await start({ database: file, smtpUrl: await deadSmtp() });
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      try {
        const requests = [...hostileRequests(1000), ...hostileQueries(100)];
        const answers: { kind: string; method: string; answer: Answer }[] = [];
        let next = 0;
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            while (next < requests.length) {
              const request = requests[next++]!;
              // A connection closed after an oversized body is retried once on a fresh one.
              const answer = await send(server.base, request, agent).catch(() => send(server.base, request));
              answers.push({ kind: request.kind, method: request.method ?? 'GET', answer });
            }
          }),
        );
        expect(answers).toHaveLength(1100);
        const posts = answers.filter((a) => a.method !== 'GET');
        expect(posts.filter((a) => accepted(a.answer)).map((a) => a.kind)).toEqual([]);
        expect(answers.filter((a) => a.answer.status >= 500).map((a) => a.kind)).toEqual([]);
        // Each kind of hostility got its own refusal.
        const statuses = (kind: string) =>
          new Set(posts.filter((a) => a.kind === kind).map((a) => a.answer.status));
        expect(statuses('malformed JSON')).toEqual(new Set([400]));
        expect(statuses('line break in a one-line field')).toEqual(new Set([400]));
        expect(statuses('prototype pollution')).toEqual(new Set([400]));
        expect(statuses('wrong content type')).toEqual(new Set([415]));
        expect(statuses('over 16 KB')).toEqual(new Set([413]));
        expect(statuses('foreign origin')).toEqual(new Set([403]));
        expect(answers.filter((a) => /@example\.(com|test)/.test(a.answer.body))).toEqual([]);
        expect(server.logs.filter((l) => /@|\b\d{1,3}(\.\d{1,3}){3}\b/.test(JSON.stringify(l)))).toEqual([]);
        const stored = await exported(file);
        expect(stored.reviews).toEqual([]);
        expect(stored.requests).toEqual([]);
        expect(stored.forms).toEqual([]);
        expect(stored.newsletter).toEqual([]);
        // Still serving: a valid review afterwards is accepted.
        expect((await send(server.base, postReview(1), agent)).status).toBe(201);
      } finally {
        agent.destroy();
      }
    },
    LIMIT_MS,
  );

  it(
    'keeps every acknowledged review when the process is killed with SIGKILL during 200 concurrent posts',
    async () => {
      const file = newFile();
      const smtpUrl = await deadSmtp();
      const server = await start({ database: file, smtpUrl });
      const total = 200;
      const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
      const acknowledged: string[] = [];
      const others: number[] = [];
      let settled = 0;
      let inFlightAtKill = -1;
      let killed: Promise<string> | undefined;
      await Promise.all(
        Array.from({ length: total }, async (_, i) => {
          try {
            const answer = await send(server.base, postReview(i), agent);
            if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
            else others.push(answer.status);
          } catch {
            // the connection died with the process: not acknowledged
          } finally {
            settled++;
            if (!killed && acknowledged.length >= total / 3) {
              inFlightAtKill = total - settled;
              killed = server.kill();
            }
          }
        }),
      );
      agent.destroy();
      expect(await killed).toBe('SIGKILL');
      expect(others).toEqual([]);
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThanOrEqual(total / 3);

      // The restarted API opens the same file (its migrations run again) and takes reviews.
      const restarted = await start({ database: file, smtpUrl });
      expect((await send(restarted.base, postReview(total + 1))).status).toBe(201);
      const integrity = new DatabaseSync(file, { readOnly: true });
      expect(integrity.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      integrity.close();
      const stored = new Set((await exported(file)).reviews.map((r) => r.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    },
    LIMIT_MS,
  );

  it(
    'keeps submissions while the SMTP server is down and sends each mail once when it is back',
    async () => {
      const file = newFile();
      const smtpPort = await freeLoopbackPort();
      const server = await start({
        database: file,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        env: { OUTBOX_BACKOFF_MS: '100', OUTBOX_MAX_BACKOFF_MS: '500', OUTBOX_POLL_MS: '100' },
      });
      const post = (path: string, body: unknown) =>
        send(server.base, { path, headers: jsonHeaders, body: JSON.stringify(body) });
      const n = 3;
      for (let i = 0; i < n; i++) {
        const request = await post('/api/request', contactRequest(i));
        expect(request.status).toBe(201);
        const signUp = await post('/api/newsletter', {
          email: `news.${i}@example.com`,
          privacyAccepted: true,
          locale: 'en',
          fillMs: 8000,
        });
        expect(signUp.status).toBe(202);
      }
      // Every mail has failed at least once (the outbox logs each failed attempt by its id).
      const failedMails = () =>
        new Set(server.logs.filter((l) => l.msg === 'mail not sent, will retry').map((l) => l.mail));
      await expect.poll(() => failedMails().size, { timeout: LIMIT_MS, interval: 50 }).toBe(2 * n);
      const kept = await exported(file);
      expect(kept.requests).toHaveLength(n);
      expect(kept.newsletter).toHaveLength(n);

      // The mail server comes back on the same port: each mail arrives, once.
      const catcher = await startMailDev(smtpPort);
      catchers.push(catcher);
      const sentMails = () => new Set(server.logs.filter((l) => l.msg === 'mail sent').map((l) => l.mail));
      await expect.poll(() => sentMails().size, { timeout: LIMIT_MS, interval: 50 }).toBe(2 * n);
      expect(sentMails()).toEqual(failedMails());
      for (let i = 0; i < n; i++)
        await catcher.waitFor((m) => m.to.some((t) => t.address === `news.${i}@example.com`));
      await expect
        .poll(async () => (await catcher.messages()).length, { timeout: LIMIT_MS, interval: 50 })
        .toBe(2 * n);
      const messages = await catcher.messages();
      const recipients = messages.flatMap((m) => m.to.map((t) => t.address)).sort();
      expect(recipients).toEqual(
        [
          ...Array.from({ length: n }, (_, i) => `news.${i}@example.com`),
          ...Array(n).fill('team@example.test'),
        ].sort(),
      );
    },
    LIMIT_MS,
  );
});
