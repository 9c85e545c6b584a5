// The sister site's end-to-end smoke test: the BUILT app (node scripts/sister.mjs builds it from the
// packed tarballs) against the content stand-in's second content set and the finder stand-in, on
// free ports.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { freePortsSync } from '../../scripts/test-ports.ts';
import { testTimeouts } from '../../scripts/test-timeouts.ts';

// Chosen once by the runner, inherited by its workers.
process.env.SISTER_E2E_PORTS ??= freePortsSync(3).join(',');
const [content, finder, site] = process.env.SISTER_E2E_PORTS.split(',').map(Number) as [
  number,
  number,
  number,
];

export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: 0,
  timeout: testTimeouts.e2e,
  expect: { timeout: testTimeouts.e2eExpect },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../../test-results/sister-e2e.json' }]],
  outputDir: '../../test-results/sister-e2e',
  use: {
    baseURL: `http://localhost:${site}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs() },
  },
  projects: [
    { name: 'sister', use: { browserName: 'chromium' }, testIgnore: /readme\.shots\.ts/ },
    // The README's screenshots (node scripts/sister.mjs --screenshots), not part of the test.
    { name: 'readme', use: { browserName: 'chromium' }, testMatch: /readme\.shots\.ts/ },
  ],
  webServer: [
    {
      name: 'content-service',
      command: 'node ../content-service/src/main.ts',
      url: `http://localhost:${content}/health`,
      env: { PORT: String(content), CONTENT_SCENARIO: 'normal' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'finder-service',
      command: 'node ../finder-service/src/main.ts',
      url: `http://localhost:${finder}/health`,
      env: { PORT: String(finder), FINDER_SCENARIO: 'normal' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'sister',
      command: 'node server.ts',
      url: `http://localhost:${site}/healthz`,
      env: {
        PORT: String(site),
        CONTENT_ENDPOINT: `http://localhost:${content}/sister/content`,
        FINDER_ENDPOINT: `http://localhost:${finder}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
