#!/usr/bin/env node
// Server throughput of the web app for every demo route, measured side by side in one run:
//
//   node bench/web-ssr.mjs [--seconds 2] [--connections 16] [--slices 16] [--paths /,/en,…]
//
//   cached    the production server with its page cache (what a visitor gets after the first
//             request): keep-alive GETs with Accept-Encoding: br from N connections.
//   ceiling   a bare node:http server sending the very same bytes and headers from memory
//             (bench/lib/bare-server.mjs): what Node itself can do. Target: cached ≥ 70 % of it.
//   rendered  a second production server with the page cache off (RESPONSE_CACHE_MB=0): every
//             request rendered. Target: ≥ 500 req/s on every route, on one process.
// Each column is given per CPU core: requests divided by the CPU time the server process used
// (every thread's, /proc/<pid>/task/*/schedstat), i.e. what one core answers per second. The three
// servers take turns on each path (`--slices` rounds, 16 by default: an eighth of a second each for
// the default two seconds; every other round in the opposite order), so a slow second of the
// machine falls on all three alike. On a 2-core machine the client in this process and any other
// work take CPU from the server, which moves req/s a lot and CPU time per request little; the
// wall-clock req/s are printed too.
// Needs the build (pnpm build). Starts the stand-ins and both servers on free ports (services off).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, httpClient, measure, startProcess, startSite } from './lib/site-rig.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
    paths: { type: 'string' },
    slices: { type: 'string', default: '16' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const TARGET_RATIO = 0.7;
const TARGET_RENDERED = 500;

/**
 * The servers measured on one path in turns: `SLICES` rounds, each giving every server an equal
 * slice of the time, so that a machine that gets slower or faster for a few seconds (other work, a
 * noisy neighbour of a virtual machine) weighs on all of them alike, not on whichever came last.
 * The slices are short because the slow stretches are: measured alone, half-second slices of the
 * cached server varied from about half to the full median figure of the path, most of them with no
 * major garbage collection in them; with four half-second slices a stretch could fall on one
 * server's slice alone. Five full runs with four slices and two with sixteen (2026-11-26): the mean
 * ratio over the routes was 83–88 % in both, its spread across routes 5.0–7.6 points with four and
 * 3.4–4.2 with sixteen, the lowest route 65–75 % and 78–81 %. Every other round takes them in the
 * opposite order (A B C, C B A, …), so a machine that speeds up or slows down steadily over a
 * path's rounds favours none of them. Requests and CPU time are summed over the slices: every
 * request and every CPU second counts, garbage collections included.
 */
const SLICES = Number(args.slices);
async function sideBySide(servers, path) {
  const totals = servers.map(() => ({ requests: 0, cpu: 0, errors: 0 }));
  const turns = [...servers.entries()];
  for (let slice = 0; slice < SLICES; slice++)
    for (const [i, server] of slice % 2 ? turns.toReversed() : turns) {
      const part = await measure(client, server.base, path, {
        seconds: seconds / SLICES,
        connections,
        pid: server.pid,
        warm: slice === 0 ? 200 : 20,
      });
      totals[i].requests += part.requests;
      totals[i].cpu += part.cpu;
      totals[i].errors += part.errors;
    }
  return totals.map((t) => ({ ...t, rps: t.requests / seconds, perCore: t.requests / t.cpu }));
}

/** The status, headers and body the site answers for a path (as a browser asks for it). */
function capture(base, path) {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const headers = { ...res.headers };
          delete headers['x-request-id'];
          delete headers.date;
          delete headers.connection;
          delete headers['keep-alive'];
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

const site = await startSite({ webs: [{}, { RESPONSE_CACHE_MB: '0' }] });
const [cachedServer, renderedServer] = site.servers;
const paths = args.paths ? args.paths.split(',') : site.pages;
const dir = mkdtempSync(join(tmpdir(), 'web-ssr-'));
const client = httpClient({ connections, headers: { 'accept-encoding': 'br' } });
let bare;
const rows = [];
try {
  const captured = {};
  for (const path of paths) {
    await capture(cachedServer.base, path); // the first request renders and stores
    captured[path] = await capture(cachedServer.base, path);
  }
  writeFileSync(join(dir, 'responses.json'), JSON.stringify(captured));
  const barePort = await freePort();
  bare = {
    ...(await startProcess(
      'bare server',
      'bench/lib/bare-server.mjs',
      { RESPONSES: join(dir, 'responses.json'), PORT: String(barePort) },
      `http://127.0.0.1:${barePort}${paths[0]}`,
    )),
    base: `http://127.0.0.1:${barePort}`,
  };
  console.log(
    '  route'.padEnd(34),
    'cached'.padStart(8),
    'ceiling'.padStart(8),
    'ratio'.padStart(6),
    'rendered'.padStart(9),
    '   (req/s per core; wall-clock req/s cached / ceiling / rendered)',
  );
  // Warm-up, not counted: the first second of load on a fresh process is V8 compiling (it showed as
  // the first route's low ratio); a server that has been up a while has done that.
  for (const server of [cachedServer, bare, renderedServer])
    await measure(client, server.base, paths[0], { seconds: 1, connections, pid: server.pid });
  for (const path of paths) {
    const [cached, ceiling, rendered] = await sideBySide([cachedServer, bare, renderedServer], path);
    const ratio = cached.perCore / ceiling.perCore;
    const ok =
      ratio >= TARGET_RATIO && rendered.perCore >= TARGET_RENDERED && cached.errors + rendered.errors === 0;
    rows.push({ path, ok, ratio, rendered: rendered.perCore });
    const n = (x) => x.toFixed(0).padStart(8);
    console.log(
      `${ok ? ' ' : '!'} ${path.padEnd(32)} ${n(cached.perCore)} ${n(ceiling.perCore)} ${(ratio * 100).toFixed(0).padStart(5)}% ${n(rendered.perCore)}    (${cached.rps.toFixed(0)} / ${ceiling.rps.toFixed(0)} / ${rendered.rps.toFixed(0)})`,
    );
  }
} finally {
  client.close();
  bare?.child.kill('SIGKILL');
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
const min = (key) => Math.min(...rows.map((r) => r[key]));
console.log(
  `lowest ratio ${(min('ratio') * 100).toFixed(0)} % (target ≥ ${TARGET_RATIO * 100} %), lowest rendered ${min('rendered').toFixed(0)} req/s per core (target ≥ ${TARGET_RENDERED})`,
);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
