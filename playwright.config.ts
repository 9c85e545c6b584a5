// End-to-end tests: a visitor's view of the BUILT web app (run `pnpm build` first; the test
// pipeline does), against the local content and finder services on test ports.
import { defineConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { e2ePorts } from './scripts/test-ports.ts';
import { testTimeouts } from './scripts/test-timeouts.ts';
import { E2E_PREVIEW_SECRET } from './apps/web/e2e/preview-secret.ts';

// Free ports, chosen once per run (see scripts/test-ports.ts): two suites can run side by side.
const {
  content: CONTENT_PORT,
  finder: FINDER_PORT,
  web: WEB_PORT,
  mailSmtp: MAIL_SMTP_PORT,
  mailWeb: MAIL_WEB_PORT,
} = e2ePorts();

// The services' SQLite database of this run (its ports make it unique); emptied by the runner,
// which evaluates this file before the workers do (they inherit TEST_WORKER_INDEX).
const E2E_DATA_DIR = join(tmpdir(), `healthsite-e2e-${WEB_PORT}`);
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(E2E_DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: 'apps/web/e2e',
  workers: 2,
  retries: 0,
  timeout: testTimeouts.e2e,
  expect: { timeout: testTimeouts.e2eExpect },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs() },
  },
  projects: [
    // What a visitor sees with the content service in its normal scenario (parallel)...
    { name: 'visitor', use: { browserName: 'chromium' }, testIgnore: /(errors|slow-navigation)\.spec\.ts/ },
    // ...then the tests that switch the content service's scenario, which every page sees: one
    // file at a time (two workers would switch it under each other's feet).
    {
      name: 'scenarios',
      workers: 1,
      use: { browserName: 'chromium' },
      testMatch: /(errors|slow-navigation)\.spec\.ts/,
      dependencies: ['visitor'],
    },
  ],
  webServer: [
    {
      name: 'content-service',
      command: 'node apps/content-service/src/main.ts',
      url: `http://localhost:${CONTENT_PORT}/health`,
      env: { PORT: String(CONTENT_PORT), CONTENT_CONTROL: '1', CONTENT_SCENARIO: 'normal' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'finder-service',
      command: 'node apps/finder-service/src/main.ts',
      url: `http://localhost:${FINDER_PORT}/health`,
      env: { PORT: String(FINDER_PORT), FINDER_CONTROL: '1', FINDER_SCENARIO: 'normal' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'maildev',
      command: `node node_modules/maildev/dist/bin/maildev.js --smtp ${MAIL_SMTP_PORT} --web ${MAIL_WEB_PORT} --ip 127.0.0.1 --web-ip 127.0.0.1 --silent`,
      url: `http://127.0.0.1:${MAIL_WEB_PORT}/api/email`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'web',
      command: 'node apps/web/server.ts',
      url: `http://localhost:${WEB_PORT}/`,
      env: {
        PORT: String(WEB_PORT),
        // The embedded default, as `npm start` runs it (demo reviews seeded).
        EMBEDDED: 'on',
        CONTENT_ENDPOINT: `http://localhost:${CONTENT_PORT}/content`,
        FINDER_ENDPOINT: `http://localhost:${FINDER_PORT}`,
        SITE_URL: `http://localhost:${WEB_PORT}`,
        // What search engines get from the live site: robots.txt, noindex only where it belongs.
        DEPLOYMENT_ENV: 'production',
        // The draft preview, from the stand-in's drafts (e2e/preview.spec.ts).
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        PREVIEW_CONTENT_ENDPOINT: `http://localhost:${CONTENT_PORT}/content/draft`,
        // The internal headers the tests read (X-Dropped-Blocks, X-Cache).
        DEBUG_HEADERS: 'on',
        DATA_DIR: E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        MAIL_FROM: '"LUMEDRA" <newsletter@lumedra.example>',
        CONTACT_TO: 'kontakt@lumedra.example',
        SEED_DEMO_REVIEWS: 'on',
        // Playwright fills a form in milliseconds; a person never does (the bot check is tested
        // in the services' contract tests).
        FORM_MIN_FILL_MS: '0',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
