#!/usr/bin/env node
// A change to the server, measured side by side: the server CPU time per request of this
// checkout's production build against another checkout's, on the same paths:
//
//   git worktree add --detach ../healthsite-base <commit>
//   (cd ../healthsite-base && pnpm install --offline && pnpm build)
//   node bench/web-ab.mjs --base ../healthsite-base [--paths /downloads,/en] [--cache off]
//                         [--batches 30] [--requests 20] [--connections 1]
//
// Each checkout starts its own stand-ins and production server (services off, page cache off
// unless `--cache on`). The two servers take turns in short batches, every other batch in the
// opposite order, so a slow stretch of the machine weighs on both alike. Printed per path: the CPU
// milliseconds per request of each server (every thread's, /proc/<pid>/task/*/schedstat, as in
// web-ssr.mjs) with the change in per cent, and the fastest batch's wall-clock milliseconds per
// request. Differences of a few per cent are within what two runs of the same build give here:
// run it with `--base .` first to see that floor.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuSeconds, httpClient } from './lib/site-rig.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    paths: { type: 'string', default: '/downloads,/produkte/dual,/en,/kontakt' },
    cache: { type: 'string', default: 'off' },
    batches: { type: 'string', default: '30' },
    requests: { type: 'string', default: '20' },
    connections: { type: 'string', default: '1' },
  },
});
if (!args.base) {
  console.error('usage: node bench/web-ab.mjs --base <another checkout, built> [--paths …]');
  process.exit(2);
}
const batches = Number(args.batches);
const connections = Number(args.connections);
const perBatch = Number(args.requests) * connections;
const env = args.cache === 'on' ? {} : { RESPONSE_CACHE_MB: '0' };

const checkouts = { base: resolve(args.base), this: resolve(import.meta.dirname, '..') };
const sites = {};
const client = httpClient({ connections, headers: { 'accept-encoding': 'br' } });
try {
  for (const [name, dir] of Object.entries(checkouts)) {
    const rig = await import(pathToFileURL(resolve(dir, 'bench/lib/site-rig.mjs')).href);
    sites[name] = await rig.startSite({ webs: [env] });
  }
  const names = Object.keys(sites);
  console.log(`${checkouts.this} against ${checkouts.base}, page cache ${args.cache}`);
  for (const path of args.paths.split(',')) {
    const cpu = { base: 0, this: 0 };
    const best = { base: Infinity, this: Infinity };
    for (const name of names)
      for (let i = 0; i < 50; i++) {
        const { status } = await client.get(sites[name].base, path);
        if (status !== 200) throw new Error(`${name}: ${path} answered ${status}`);
      }
    for (let batch = 0; batch < batches; batch++)
      for (const name of batch % 2 ? names.toReversed() : names) {
        const { base, web } = sites[name];
        const before = await cpuSeconds(web.pid);
        const started = performance.now();
        await Promise.all(
          Array.from({ length: connections }, async () => {
            for (let i = 0; i < perBatch / connections; i++) await client.get(base, path);
          }),
        );
        best[name] = Math.min(best[name], (performance.now() - started) / perBatch);
        cpu[name] += (await cpuSeconds(web.pid)) - before;
      }
    const ms = (name) => (cpu[name] * 1000) / (batches * perBatch);
    const change = (a, b) => `${a > b ? '+' : ''}${((a / b - 1) * 100).toFixed(1)} %`;
    console.log(
      `${path.padEnd(28)} CPU per request: base ${ms('base').toFixed(3)} ms, this ${ms('this').toFixed(3)} ms (${change(ms('this'), ms('base'))});` +
        `  best wall: ${best.base.toFixed(3)} / ${best.this.toFixed(3)} ms (${change(best.this, best.base)})`,
    );
  }
} finally {
  client.close();
  for (const site of Object.values(sites)) await site.stop();
}
