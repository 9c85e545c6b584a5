#!/usr/bin/env node
// Writes many-results.generated.json: the answer of the finder-service stand-in for 10115 at 15 km
// (729 fictional pharmacies around Berlin, nearest first), as stories and tests use it offline.
//   pnpm --filter @healthsite/finder-service start   # elsewhere, then:
//   node packages/finder/src/react/__fixtures__/generate-many-results.mjs [http://127.0.0.1:4002/]
import { writeFileSync } from 'node:fs';

const endpoint = process.argv[2] ?? 'http://127.0.0.1:4002/';
const url = new URL(endpoint);
url.searchParams.set('zipcode', '10115');
url.searchParams.set('distance', '15');
const response = await fetch(url, { headers: { Accept: 'application/json' } });
if (!response.ok) throw new Error(`${url}: ${response.status}`);
const results = await response.json();
// One result per line: readable diffs.
const body = `[\n${results.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
writeFileSync(new URL('./many-results.generated.json', import.meta.url), body);
console.log(`${results.length} results written`);
