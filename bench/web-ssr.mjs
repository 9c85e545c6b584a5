#!/usr/bin/env node
// SSR throughput of a running web server: keep-alive GETs from N concurrent connections for a
// few seconds; prints requests/s and latency percentiles per path.
//   node bench/web-ssr.mjs [baseUrl=http://localhost:3000] [seconds=5] [connections=16] [paths=/,/en,/produkte/care]
// Start the server first (node apps/web/server.ts, or npm start). One core for the server and one
// for this client on a 2-core machine: treat the figures as relative.
import http from 'node:http';

const [base = 'http://localhost:3000', seconds = '5', connections = '16', pathList = '/,/en,/produkte/care'] =
  process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });

function get(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      })
      .on('error', reject);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

for (const path of pathList.split(',')) {
  const url = new URL(path, base).href;
  for (let i = 0; i < 50; i++) await get(url); // warm-up (content loaded, JIT warm)
  const until = performance.now() + Number(seconds) * 1000;
  const latencies = [];
  const statuses = new Map();
  await Promise.all(
    Array.from({ length: Number(connections) }, async () => {
      while (performance.now() < until) {
        const { status, ms } = await get(url);
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const rps = latencies.length / Number(seconds);
  console.log(
    `${path.padEnd(20)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${pct(latencies, 50).toFixed(1)} ms  p95 ${pct(latencies, 95).toFixed(1)} ms  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
}
agent.destroy();
