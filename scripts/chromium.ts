// The one place that knows how to start Debian's Chromium headless on these machines.
// Without the network flags it stalls on refused connections (no network here but the registries).
// Playwright gives every launch a fresh temporary profile (it refuses --user-data-dir in args);
// callers that start Chromium themselves add one with freshProfileArg().
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function chromiumArgs(): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
    '--font-render-hinting=none',
  ];
}

export function freshProfileArg(): string {
  return `--user-data-dir=${mkdtempSync(join(tmpdir(), 'healthsite-chromium-'))}`;
}
