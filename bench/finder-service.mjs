#!/usr/bin/env node
// Finder-service latency and throughput on loopback.
//
//   node bench/finder-service.mjs [--requests 2000] [--concurrency 16] [--seconds 5] [--no-cache]
//
// Starts apps/finder-service in a child process (its own event loop, as in production), then
//   1. sequential: p50/p95/p99 latency of a 15 km search around Berlin 10115 (the largest answer
//      the site asks for), after a warm-up;
//   2. concurrent: requests per second with N keep-alive connections for a bounded time.
// Budget: p95 < 5 ms. Prints the figures; exits 0 (1 only if the service fails or answers wrongly).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import os from 'node:os';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '5' },
    // Serialise every answer afresh (the service's answer cache off).
    'no-cache': { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const P95_BUDGET_MS = 5;
const PATH = '/?zipcode=10115&distance=15';

const main = fileURLToPath(new URL('../apps/finder-service/src/main.ts', import.meta.url));
const started = performance.now();
const child = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    FINDER_SCENARIO: 'normal',
    FINDER_CONTROL: '0',
    FINDER_CACHE_MB: values['no-cache'] ? '0' : '16',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => child.exitCode === null && child.kill('SIGTERM');
process.on('exit', stop);

let banner = '';
const url = await new Promise((resolve, reject) => {
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    banner += chunk;
    const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(banner);
    if (m) resolve(m[1]);
  });
  child.once('exit', (code) => reject(new Error(`finder-service exited with ${code}`)));
  setTimeout(() => reject(new Error('finder-service did not start within 10 s')), 10_000).unref();
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const startupMs = performance.now() - started;
const { port } = new URL(url);

function request(agent) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path: PATH, agent }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (c) => {
        bytes += c.length;
        chunks.push(c);
      });
      res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode, bytes, chunks }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

try {
  // Correctness of what we measure.
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await request(probeAgent);
  const list = JSON.parse(Buffer.concat(first.chunks).toString('utf8'));
  if (first.status !== 200 || !Array.isArray(list) || list.length === 0) {
    throw new Error(
      `unexpected answer: status ${first.status}, ${Array.isArray(list) ? list.length : typeof list}`,
    );
  }

  // 1. Sequential latency.
  for (let i = 0; i < 200; i++) await request(probeAgent);
  const samples = [];
  for (let i = 0; i < REQUESTS; i++) {
    const r = await request(probeAgent);
    if (r.status !== 200) throw new Error(`status ${r.status}`);
    samples.push(r.ms);
  }
  probeAgent.destroy();
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const p99 = percentile(samples, 99);

  // 2. Throughput with CONCURRENCY keep-alive connections, bounded in time.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let done = 0;
  let failed = 0;
  const t0 = performance.now();
  const deadline = t0 + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const r = await request(agent);
        if (r.status === 200) done++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  const rps = done / elapsed;

  const ok = p95 < P95_BUDGET_MS;
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  console.log(
    `finder-service bench (Node ${process.versions.node}, ${os.cpus().length} CPUs, load average ${load}, loopback, child process)`,
  );
  console.log(
    `  service start (spawn → listening)  ${startupMs.toFixed(0)} ms   ${banner.trim().replace(/^finder-service: /, '')}`,
  );
  console.log(
    `  query                              GET ${PATH}  → ${list.length} pharmacies, ${(first.bytes / 1024).toFixed(1)} KiB`,
  );
  console.log(
    `  sequential, ${REQUESTS} requests       p50 ${fmt(p50)}  p95 ${fmt(p95)}  p99 ${fmt(p99)}  max ${fmt(samples.at(-1))}`,
  );
  console.log(
    `  concurrency ${CONCURRENCY}, ${elapsed.toFixed(1)} s          ${rps.toFixed(0)} req/s  (${done} ok, ${failed} failed)`,
  );
  console.log(`  budget p95 < ${P95_BUDGET_MS} ms                   ${ok ? 'met' : 'MISSED'}`);
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  stop();
  process.exit(1);
}
stop();
process.exit(0);
