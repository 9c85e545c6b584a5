#!/usr/bin/env node
// The web server as an operator runs it, under the three loads of the go-live checklist:
//
//   node bench/web-ops.mjs [--only outage,flood,soak] [--seconds 60] [--kill-after 20]
//                          [--flood 10000] [--minutes 10] [--connections 8]
//
//   outage  mixed page requests for 60 s from N keep-alive connections; the CMS (the content
//           stand-in, its own process) is killed with SIGKILL after 20 s. Target: 0 failed
//           requests (an error status or a broken connection): the site serves what it has.
//   flood   10,000 distinct random URLs (unknown paths, random queries on real pages, random
//           .data requests), every tenth request a real page. Target: the real pages' page-cache
//           hit rate stays ≥ 95 % (X-Cache), 0 errors.
//   soak    mixed requests (real pages and random URLs) for 10 minutes. Target: the server's
//           resident memory grows less than 10 % from the end of the first minute to the end.
//
// Needs the build (pnpm build). Starts its own content stand-in, finder stand-in and web server
// (production configuration, services off) on free ports. One core for the server and one for
// this client on a 2-core machine: treat throughput figures as relative.
import { parseArgs } from 'node:util';
import { httpClient, rssKb, startSite } from './lib/site-rig.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'outage,flood,soak' },
    seconds: { type: 'string', default: '60' },
    'kill-after': { type: 'string', default: '20' },
    flood: { type: 'string', default: '10000' },
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
  },
});
const only = new Set(args.only.split(','));
const connections = Number(args.connections);
const client = httpClient({ connections, headers: { 'accept-encoding': 'br' } });
const get = client.get;

const random = () => Math.random().toString(36).slice(2, 10);
const randomUrl = (i) =>
  [
    `/${random()}/${random()}`,
    `/?x=${random()}`,
    `/produkte/care?utm_source=${random()}`,
    `/en/${random()}.data`,
  ][i % 4];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const results = [];
const report = (name, ok, text) => {
  results.push({ name, ok });
  console.log(`${ok ? 'OK  ' : 'MISS'} ${name.padEnd(7)} ${text}`);
};

async function outage() {
  const site = await startSite();
  try {
    const seconds = Number(args.seconds);
    const killAfter = Number(args['kill-after']);
    for (const path of site.pages) await get(site.base, path); // warm
    let failed = 0;
    let total = 0;
    let afterKill = 0;
    const statuses = new Map();
    let killed = false;
    const started = performance.now();
    const killer = setTimeout(() => {
      site.content.child.kill('SIGKILL');
      killed = true;
    }, killAfter * 1000);
    let next = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() - started < seconds * 1000) {
          const i = next++;
          // Mostly real pages, some unknown ones (the 404 page is content too).
          const path = i % 10 === 9 ? `/gibt-es-nicht-${i % 50}` : site.pages[i % site.pages.length];
          const { status } = await get(site.base, path);
          total++;
          if (killed) afterKill++;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 0 || status >= 500) failed++;
        }
      }),
    );
    clearTimeout(killer);
    report(
      'outage',
      failed === 0 && afterKill > 0,
      `${total} requests in ${seconds} s, ${afterKill} after the CMS was killed at ${killAfter} s: ${failed} failed; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  } finally {
    await site.stop();
  }
}

async function flood() {
  const site = await startSite({ webs: [{ RESPONSE_CACHE_MB: '16' }] });
  try {
    const count = Number(args.flood);
    for (const path of site.pages) await get(site.base, path);
    const rssBefore = await rssKb(site.web.pid);
    let hits = 0;
    let real = 0;
    let errors = 0;
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < count) {
          const i = next++;
          const answer = await get(site.base, randomUrl(i));
          latencies.push(answer.ms);
          if (answer.status === 0 || answer.status >= 500) errors++;
          if (i % 10 === 0) {
            const page = await get(site.base, site.pages[(i / 10) % site.pages.length]);
            real++;
            if (page.cache === 'HIT') hits++;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const rate = hits / real;
    report(
      'flood',
      rate >= 0.95 && errors === 0,
      `${count} random URLs (${(count / seconds).toFixed(0)} req/s, p95 ${pct(latencies, 95).toFixed(1)} ms), ${errors} errors; real pages: ${hits}/${real} hits = ${(rate * 100).toFixed(1)} %; RSS ${(rssBefore / 1024).toFixed(0)} → ${((await rssKb(site.web.pid)) / 1024).toFixed(0)} MB`,
    );
  } finally {
    await site.stop();
  }
}

async function soak() {
  const site = await startSite();
  try {
    const minutes = Number(args.minutes);
    const samples = [];
    const started = performance.now();
    let total = 0;
    let errors = 0;
    const sampler = setInterval(async () => {
      const minute = Math.round((performance.now() - started) / 60_000);
      samples.push({ minute, rss: await rssKb(site.web.pid) });
      console.log(
        `     soak   minute ${minute}: RSS ${(samples.at(-1).rss / 1024).toFixed(1)} MB, ${total} requests`,
      );
    }, 60_000);
    let next = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() - started < minutes * 60_000) {
          const i = next++;
          const path = i % 5 === 4 ? randomUrl(i) : site.pages[i % site.pages.length];
          const { status } = await get(site.base, path);
          total++;
          if (status === 0 || status >= 500) errors++;
        }
      }),
    );
    clearInterval(sampler);
    samples.push({ minute: minutes, rss: await rssKb(site.web.pid) });
    const first = samples[0];
    const last = samples.at(-1);
    const growth = (last.rss - first.rss) / first.rss;
    report(
      'soak',
      growth < 0.1 && errors === 0,
      `${total} requests in ${minutes} min, ${errors} errors; RSS ${(first.rss / 1024).toFixed(1)} MB after minute ${first.minute} → ${(last.rss / 1024).toFixed(1)} MB at the end: ${(growth * 100).toFixed(1)} % growth`,
    );
  } finally {
    await site.stop();
  }
}

if (only.has('outage')) await outage();
if (only.has('flood')) await flood();
if (only.has('soak')) await soak();
client.close();
process.exit(results.every((r) => r.ok) ? 0 : 1);
