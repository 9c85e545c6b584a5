#!/usr/bin/env node
// The services API (reviews, newsletter, forms) under load, hostile input, a crash and a mail outage.
//
//   node bench/services.mjs [--seconds 5] [--connections 16] [--reviews 10000] [--hostile 10000]
//                           [--crash 1000] [--only throughput,list,hostile,crash,smtp] [--postgres] [--web]
//
// Needs the build of @healthsite/services (pnpm build, or pnpm --filter @healthsite/services build).
// Each part starts the API in its own child process (apps/web/scripts/services-only.ts: the
// package's handler on node:http, as the web server mounts it) on a fresh database and free ports:
//   throughput  POST /api/reviews from N keep-alive connections for a few seconds on SQLite.
//               Target ≥ 500 accepted reviews/s.
//   list        GET /api/reviews of a product with 10,000 published reviews, one connection, each
//               of the four orders, first page and a cursor page: p50/p95/p99. Target p95 ≤ 5 ms.
//   hostile     10,000 invalid or hostile bodies (bench/lib/services-rig.ts) and 1,000 hostile
//               queries: accepted must be 0, answers ≥ 500 must be 0, nothing stored, no address
//               echoed in an answer or written to a log line.
//   crash       1,000 concurrent valid reviews; the process is killed with SIGKILL once a third is
//               acknowledged; after a restart every acknowledged review must be in the database.
//   smtp        contact requests and newsletter sign-ups while nothing listens on the SMTP port:
//               all accepted and kept; MailDev then starts on that port and every mail arrives once.
// --postgres runs throughput and list on PostgreSQL too (a throwaway server from Debian's package
// on the same 2 cores, fsync off): figures only, the targets are the embedded default's (SQLite).
// --web also runs throughput and crash against the whole web server (apps/web/server.ts, after
// `pnpm build`, on the demo content from an in-process content-service): the process `npm start`
// runs, killed with SIGKILL. Prints every figure; exits 1 when a target is missed.
// One core for the API and one for this client on a 2-core machine: treat the figures as relative.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { freeLoopbackPort, startMailDev } from '../scripts/maildev.ts';
import {
  PRODUCT,
  contactRequest,
  SITE,
  accepted,
  hostileQueries,
  hostileRequests,
  jsonHeaders,
  percentile,
  postReview,
  send,
  startServicesProcess,
  startWebProcess,
} from './lib/services-rig.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    reviews: { type: 'string', default: '10000' },
    hostile: { type: 'string', default: '10000' },
    crash: { type: 'string', default: '1000' },
    only: { type: 'string', default: 'throughput,list,hostile,crash,smtp' },
    postgres: { type: 'boolean', default: false },
    web: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PUBLISHED = Number(args.reviews);
const HOSTILE = Number(args.hostile);
const CRASH = Number(args.crash);
const parts = new Set(args.only.split(','));
const TARGET_POSTS_PER_S = 500;
const TARGET_LIST_P95_MS = 5;

const dist = fileURLToPath(new URL('../packages/services/dist/server.js', import.meta.url));
if (!existsSync(dist)) {
  console.error('Build @healthsite/services first: pnpm --filter @healthsite/services build');
  process.exit(1);
}
/** @type {typeof import('../packages/services/src/server/index.ts')} */
const services = await import(pathToFileURL(dist).href);

const work = mkdtempSync(join(tmpdir(), 'healthsite-services-bench-'));
const mail = await startMailDev();
const misses = [];
const target = (ok, what) => {
  if (!ok) misses.push(what);
  return ok ? 'ok' : 'MISSED';
};
const ms = (n) => `${n.toFixed(2)} ms`;
const count = (n) => n.toLocaleString('en');
let pg;
let content;
let dbNumber = 0;
const sqliteFile = () => join(work, `bench-${++dbNumber}.db`);

async function openOn(database) {
  const db = await services.openDatabase(database);
  await services.migrate(db);
  return db;
}

// ---------------------------------------------------------------------------------------------

async function throughput(label, start, enforced = true) {
  const server = await start();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    let i = 0;
    for (; i < 200; i++) await send(server.base, postReview(i), agent); // warm-up
    const latencies = [];
    const statuses = new Map();
    let created = 0;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const answer = await send(server.base, postReview(i++), agent);
          latencies.push(answer.ms);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 201) created++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const rate = created / elapsed;
    console.log(
      `POST /api/reviews, ${label}, ${CONNECTIONS} connections, ${elapsed.toFixed(1)} s: ${rate.toFixed(0)} reviews/s ` +
        `(${enforced ? `target ≥ ${TARGET_POSTS_PER_S}: ${target(rate >= TARGET_POSTS_PER_S, `POST throughput on ${label}`)}` : 'no target'}), ` +
        `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function seedPublished(database, product, n) {
  const db = await openOn(database);
  const start = Date.now() - n * 60_000;
  const batch = 400;
  for (let from = 0; from < n; from += batch) {
    const rows = [];
    for (let k = from; k < Math.min(n, from + batch); k++) {
      const at = new Date(start + k * 60_000).toISOString();
      rows.push({
        id: crypto.randomUUID(),
        product,
        locale: k % 3 ? 'de-DE' : 'en',
        rating: ((k * 7) % 5) + 1,
        title: `Bewertung ${k}`,
        content: `Eine veröffentlichte Bewertung für den Benchmark, Nummer ${k}.`,
        display_name: `Leser ${k}`,
        email: '',
        email_hash: `bench-${k}`,
        status: 'published',
        verified_buyer: k % 4 === 0 ? 1 : 0,
        duplicate_of: null,
        reply: k % 10 === 0 ? 'Danke für Ihre Bewertung!' : null,
        reply_at: k % 10 === 0 ? at : null,
        created_at: at,
        published_at: at,
      });
    }
    await db.transaction().execute((trx) => trx.insertInto('reviews').values(rows).execute());
  }
  await db.destroy();
}

async function list(label, database, enforced = true) {
  const seedStarted = performance.now();
  await seedPublished(database, PRODUCT, PUBLISHED);
  const seeded = (performance.now() - seedStarted) / 1000;
  const server = await startServicesProcess({ database, smtpUrl: mail.smtpUrl });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const all = [];
    const rows = [];
    for (const sort of ['newest', 'oldest', 'rating-desc', 'rating-asc']) {
      const first = `/api/reviews?product=${PRODUCT}&sort=${sort}`;
      const page = JSON.parse((await send(server.base, { path: first }, agent)).body);
      if (page.total !== PUBLISHED || page.items.length !== 5 || !page.nextCursor)
        throw new Error(`GET ${first}: unexpected answer ${JSON.stringify(page).slice(0, 200)}`);
      const next = `${first}&cursor=${encodeURIComponent(page.nextCursor)}`;
      for (let k = 0; k < 100; k++) await send(server.base, { path: k % 2 ? next : first }, agent); // warm-up
      const latencies = [];
      for (let k = 0; k < 1000; k++) {
        const answer = await send(server.base, { path: k % 2 ? next : first }, agent);
        if (answer.status !== 200) throw new Error(`GET ${first}: ${answer.status}`);
        latencies.push(answer.ms);
      }
      latencies.sort((a, b) => a - b);
      all.push(...latencies);
      rows.push(
        `  ${sort.padEnd(12)} p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`,
      );
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(
      `GET /api/reviews, ${label}, ${count(PUBLISHED)} published reviews of one product (seeded in ${seeded.toFixed(1)} s), ` +
        `one connection, first page and a cursor page: p50 ${ms(percentile(all, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(all, 99))} ` +
        `(${enforced ? `target p95 ≤ ${TARGET_LIST_P95_MS} ms: ${target(p95 <= TARGET_LIST_P95_MS, `GET p95 on ${label}`)}` : 'no target'})`,
    );
    for (const row of rows) console.log(row);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

function rowCounts(file) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const counts = {};
    for (const table of [
      'reviews',
      'newsletter_subscribers',
      'contact_requests',
      'form_submissions',
      'outbox',
    ])
      counts[table] = db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n;
    counts.usedTokens = db
      .prepare('SELECT count(*) AS n FROM newsletter_tokens WHERE used_at IS NOT NULL')
      .get().n;
    return counts;
  } finally {
    db.close();
  }
}

async function hostile() {
  const file = sqliteFile();
  const server = await startServicesProcess({ database: file, smtpUrl: mail.smtpUrl });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    const before = rowCounts(file);
    const requests = [...hostileRequests(HOSTILE), ...hostileQueries(Math.round(HOSTILE / 10))];
    const byKind = new Map();
    let acceptedPosts = 0;
    let serverErrors = 0;
    let connectionErrors = 0;
    let retried = 0;
    let echoed = 0;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < requests.length) {
          const request = requests[next++];
          const tally = byKind.get(request.kind) ?? new Map();
          byKind.set(request.kind, tally);
          let answer;
          try {
            answer = await send(server.base, request, agent);
          } catch {
            // The server may close a connection whose oversized body it stopped reading; the
            // request is sent again on a fresh connection, where the answer must come back.
            retried++;
            try {
              answer = await send(server.base, request);
            } catch {
              connectionErrors++;
              tally.set('connection error', (tally.get('connection error') ?? 0) + 1);
              continue;
            }
          }
          tally.set(answer.status, (tally.get(answer.status) ?? 0) + 1);
          if (request.method !== 'GET' && accepted(answer)) acceptedPosts++;
          if (answer.status >= 500) serverErrors++;
          if (/@example\.(com|test)/.test(answer.body)) echoed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = rowCounts(file);
    const stored = Object.keys(before).reduce((sum, k) => sum + (after[k] - before[k]), 0);
    const leakingLogs = server.logs.filter((l) =>
      /@|\b\d{1,3}(\.\d{1,3}){3}\b/.test(JSON.stringify(l)),
    ).length;
    const alive = await send(server.base, postReview(1), agent);
    const posts = requests.filter((r) => r.method !== 'GET').length;
    console.log(
      `hostile input: ${count(posts)} bodies + ${count(requests.length - posts)} queries in ${seconds.toFixed(1)} s: ` +
        `accepted ${acceptedPosts} (${target(acceptedPosts === 0, 'hostile bodies accepted')}), ` +
        `answers ≥ 500 ${serverErrors} (${target(serverErrors === 0, 'hostile answers ≥ 500')}), ` +
        `rows stored ${stored} (${target(stored === 0, 'hostile rows stored')}), ` +
        `answers echoing an address ${echoed} (${target(echoed === 0, 'address echoed')}), ` +
        `log lines with an address or IP ${leakingLogs} (${target(leakingLogs === 0, 'address logged')}), ` +
        `connection errors ${connectionErrors} (${target(connectionErrors === 0, 'hostile connection errors')}; ${retried} retried on a fresh connection), ` +
        `a valid review afterwards ${alive.status} (${target(alive.status === 201, 'valid review after hostile input')})`,
    );
    for (const [kind, tally] of byKind)
      console.log(`  ${kind.padEnd(32)} ${JSON.stringify(Object.fromEntries(tally))}`);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function crash(label, start, file) {
  const server = await start();
  // One connection per post: 1,000 requests in flight at once.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const acknowledged = [];
  let failed = 0;
  let refused = 0;
  let inFlightAtKill = 0;
  let killed;
  let settled = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CRASH }, async (_, i) => {
      try {
        const answer = await send(server.base, postReview(i), agent);
        if (answer.status === 201) acknowledged.push(JSON.parse(answer.body).id);
        else refused++;
      } catch {
        failed++;
      } finally {
        settled++;
        if (!killed && acknowledged.length >= CRASH / 3) {
          inFlightAtKill = CRASH - settled;
          killed = server.kill();
        }
      }
    }),
  );
  const how = await (killed ?? server.kill());
  const runMs = performance.now() - started;
  const restarted = await start();
  try {
    const db = new DatabaseSync(file, { readOnly: true });
    const integrity = db.prepare('PRAGMA integrity_check').get().integrity_check;
    const stored = new Set(
      db
        .prepare('SELECT id FROM reviews')
        .all()
        .map((r) => r.id),
    );
    db.close();
    const lost = acknowledged.filter((id) => !stored.has(id)).length;
    const after = await send(restarted.base, postReview(CRASH + 1));
    console.log(
      `kill -9 during ${count(CRASH)} concurrent reviews (${label}): killed (${how}) after ${runMs.toFixed(0)} ms with ` +
        `${inFlightAtKill} in flight; acknowledged ${acknowledged.length}, connection errors ${failed}, other answers ${refused}; ` +
        `after restart ${stored.size} rows, acknowledged but lost ${lost} (${target(lost === 0 && acknowledged.length > 0, 'acknowledged reviews lost')}), ` +
        `integrity ${integrity} (${target(integrity === 'ok', 'SQLite integrity after kill')}), ` +
        `a review after restart ${after.status} (${target(after.status === 201, 'review after restart')})`,
    );
  } finally {
    await restarted.stop();
  }
}

async function smtpDown() {
  const file = sqliteFile();
  const smtpPort = await freeLoopbackPort();
  const server = await startServicesProcess({
    database: file,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    env: {
      OUTBOX_BACKOFF_MS: '200',
      OUTBOX_MAX_BACKOFF_MS: '1000',
      OUTBOX_POLL_MS: '200',
      SMTP_TIMEOUT_MS: '2000',
    },
  });
  let catcher;
  try {
    const n = 50;
    const statuses = [];
    for (let i = 0; i < n; i++) {
      const request = contactRequest(i);
      statuses.push(
        (
          await send(server.base, {
            path: '/api/request',
            headers: jsonHeaders,
            body: JSON.stringify(request),
          })
        ).status,
      );
      const signUp = { email: `news.${i}@example.com`, privacyAccepted: true, locale: 'en', fillMs: 8000 };
      statuses.push(
        (
          await send(server.base, {
            path: '/api/newsletter',
            headers: jsonHeaders,
            body: JSON.stringify(signUp),
          })
        ).status,
      );
    }
    const acceptedAll = statuses.every((s) => s === 201 || s === 202);
    const db = new DatabaseSync(file, { readOnly: true });
    const outbox = () =>
      db
        .prepare(
          'SELECT count(*) AS mails, sum(sent_at IS NOT NULL) AS sent, min(attempts) AS attempts FROM outbox',
        )
        .get();
    // Every mail has failed at least once before the mail server comes up.
    while (Number(outbox().attempts) < 1) await new Promise((r) => setTimeout(r, 50));
    const down = outbox();
    const kept = rowCounts(file);
    catcher = await startMailDev(smtpPort);
    const back = performance.now();
    while (Number(outbox().sent) < Number(down.mails)) await new Promise((r) => setTimeout(r, 50));
    const deliveredMs = performance.now() - back;
    const messages = await catcher.messages();
    const perRecipient = new Map();
    for (const m of messages)
      for (const to of m.to) perRecipient.set(to.address, (perRecipient.get(to.address) ?? 0) + 1);
    const expected = n * 2; // one to CONTACT_TO per request, one confirmation per sign-up
    const twice = [...perRecipient].filter(([address, k]) => address !== 'team@example.test' && k > 1).length;
    db.close();
    console.log(
      `SMTP down: ${n} contact requests + ${n} sign-ups answered ${[...new Set(statuses)].join('/')} (${target(acceptedAll, 'submissions accepted while SMTP down')}), ` +
        `kept ${kept.contact_requests} requests and ${kept.newsletter_subscribers} subscribers (${target(kept.contact_requests === n && kept.newsletter_subscribers === n, 'submissions kept while SMTP down')}), ` +
        `${down.mails} mails waiting after ≥ 1 failed attempt each; SMTP back: all sent in ${(deliveredMs / 1000).toFixed(1)} s, ` +
        `caught ${messages.length} (${target(messages.length === expected, 'mails delivered once after SMTP back')}, expected ${expected}), sent twice ${twice}`,
    );
  } finally {
    await server.stop();
    await catcher?.stop();
  }
}

try {
  console.log(`services bench: Node ${process.version}, ${SITE} on 127.0.0.1, work dir ${work}`);
  const onSqlite = (database) => () => startServicesProcess({ database, smtpUrl: mail.smtpUrl });
  if (parts.has('throughput')) await throughput('SQLite', onSqlite(sqliteFile()));
  if (parts.has('list')) await list('SQLite', sqliteFile());
  if (args.postgres && (parts.has('throughput') || parts.has('list'))) {
    const { startPostgres } = await import('../scripts/postgres.ts');
    pg = await startPostgres();
    if (parts.has('throughput'))
      await throughput('PostgreSQL (fsync off)', onSqlite(pg.createDatabase('bench_throughput')), false);
    if (parts.has('list')) await list('PostgreSQL', pg.createDatabase('bench_list'), false);
  }
  if (parts.has('hostile')) await hostile();
  if (parts.has('crash')) {
    const file = sqliteFile();
    await crash('API process, SQLite', onSqlite(file), file);
  }
  if (args.web && (parts.has('throughput') || parts.has('crash'))) {
    // The whole web server (SSR, static files, /api), as `npm start` runs it, on the demo content.
    const { startContentService } = await import('../apps/content-service/src/server.ts');
    content = await startContentService({ port: 0, host: '127.0.0.1', log: () => {} });
    const onWeb = (dataDir) => () =>
      startWebProcess({ dataDir, smtpUrl: mail.smtpUrl, contentEndpoint: content.endpoint });
    if (parts.has('throughput'))
      await throughput('web server, SQLite', onWeb(mkdtempSync(join(work, 'web-'))));
    if (parts.has('crash')) {
      const dataDir = mkdtempSync(join(work, 'web-'));
      await crash('web server, SQLite', onWeb(dataDir), join(dataDir, 'healthsite.db'));
    }
  }
  if (parts.has('smtp')) await smtpDown();
} finally {
  await mail.stop();
  await content?.close();
  pg?.stop();
  rmSync(work, { recursive: true, force: true });
}
if (misses.length) {
  console.log(`FAIL: ${misses.join('; ')}`);
  process.exit(1);
}
console.log('OK: every target met');
