#!/usr/bin/env node
// Mozilla's HTTP Observatory on a running site (loopback):
//   node bench/observatory.mjs [host:port=localhost:3000]
// Prints the grade, the score and every test; exits 1 when a test that does not need TLS fails.
// On plain http `redirection` and `strict-transport-security` cannot pass (each costs 20 points);
// with TLS in front (and SITE_URL on https, which sends HSTS) they would.
import { NEEDS_TLS, observatoryScan } from '../scripts/observatory.ts';

const target = process.argv[2] ?? 'localhost:3000';
const { scan, tests } = await observatoryScan(target);
console.log(
  `HTTP Observatory, ${target}: grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed`,
);
let missed = 0;
for (const [name, test] of Object.entries(tests)) {
  const tls = !test.pass && NEEDS_TLS.includes(name);
  if (!test.pass && !tls) missed++;
  console.log(
    `  ${test.pass ? 'pass' : tls ? 'TLS ' : 'FAIL'}  ${name.padEnd(32)} ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`,
  );
}
process.exit(missed === 0 ? 0 : 1);
