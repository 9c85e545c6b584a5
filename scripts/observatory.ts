// Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory) against a site on loopback: what the
// end-to-end security test and bench/observatory.mjs run. Offline it needs the HSTS preload list
// its install script would download; an empty list is written in its place (TOOLCHAIN-NOTES.md).
// On plain http the two tests that need TLS (`redirection`, `strict-transport-security`) cannot pass.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

export interface ObservatoryResult {
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
}

/** The tests that cannot pass without TLS in front of the site. */
export const NEEDS_TLS = ['redirection', 'strict-transport-security'];

/** Scans `host:port` over http (and https, which fails at once on loopback). */
export async function observatoryScan(hostAndPort: string): Promise<ObservatoryResult> {
  const pkg = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const preload = join(pkg, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const { scan } = (await import(pathToFileURL(join(pkg, 'src', 'scanner', 'index.js')).href)) as {
    scan: (hostname: string) => Promise<ObservatoryResult>;
  };
  return scan(hostAndPort);
}
