#!/usr/bin/env node
// `npm start` (through scripts/bootstrap.mjs -> `pnpm run serve`): builds everything, starts the
// local stand-ins for the CMS and the pharmacy finder unless CONTENT_ENDPOINT / FINDER_ENDPOINT
// point elsewhere, waits until they are healthy, then starts the web server on PORT (3000).
// Ctrl-C / SIGTERM stop everything. If the site or a service that has not come up yet dies, the
// rest are stopped and we exit 1; a stand-in that stops later only gets a warning, because the
// site goes on serving the content it already has (that is the point of stale-if-error).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const PORT = env.PORT ?? '3000';
const CONTENT_PORT = env.CONTENT_PORT ?? '4001';
const FINDER_PORT = env.FINDER_PORT ?? '4002';
const MAIL_SMTP_PORT = env.MAIL_SMTP_PORT ?? '1025';
const MAIL_WEB_PORT = env.MAIL_WEB_PORT ?? '1080';
const HEALTH_TIMEOUT_MS = 60_000;

const log = (msg) => console.log(`[serve] ${msg}`);
const children = [];
let stopping = false;

function fail(message) {
  console.error(`[serve] ${message}`);
  stopAll(1);
}

/** Runs an app's `start` script: `node <file>` directly (signals reach it), anything else through pnpm. */
function startApp(name, dir, extraEnv, { essential = true } = {}) {
  const cwd = join(root, dir);
  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  const script = pkg.scripts?.start;
  if (!script) return fail(`${dir}/package.json has no "start" script`);
  const direct = /^node\s+(\S+)$/.exec(script.trim());
  const [cmd, args] = direct ? [process.execPath, [direct[1]]] : ['pnpm', ['run', '--silent', 'start']];
  const child = spawn(cmd, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.label = name;
  child.essential = essential;
  children.push(child);
  child.on('error', (error) => fail(`${name} could not be started: ${error.message}`));
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    if (child.essential || !child.healthy)
      fail(`${name} stopped unexpectedly (${how}); stopping the others.`);
    else log(`${name} stopped (${how}); the site keeps serving what it has already fetched.`);
  });
  return child;
}

async function waitForHttp(child, url, accept = (res) => res.ok) {
  const name = child?.label;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (accept(res)) {
        if (child) child.healthy = true;
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${name} did not become healthy at ${url} within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => !c.exited && c.exitCode === null);
  for (const child of running) child.kill('SIGTERM');
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
  }
  setTimeout(() => {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal} received, stopping`);
    stopAll(0);
  });
}

// 1. Build the packages and the app (turbo caches what did not change).
log('building (pnpm build)');
const built = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit', env });
if (built.status !== 0) {
  console.error(`[serve] the build failed (exit code ${built.status ?? built.signal}); not starting.`);
  process.exit(built.status || 1);
}

// 2. The stand-ins, unless the endpoints point elsewhere.
const contentEndpoint = env.CONTENT_ENDPOINT ?? `http://localhost:${CONTENT_PORT}/content`;
const finderEndpoint = env.FINDER_ENDPOINT ?? `http://localhost:${FINDER_PORT}`;
const waits = [];
if (!env.CONTENT_ENDPOINT) {
  const child = startApp(
    'content-service',
    'apps/content-service',
    // HOST is the site's: the stand-ins stay on loopback whatever an operator sets it to.
    { PORT: CONTENT_PORT, HOST: '127.0.0.1' },
    { essential: false },
  );
  waits.push(waitForHttp(child, `http://localhost:${CONTENT_PORT}/health`));
}
if (!env.FINDER_ENDPOINT) {
  const child = startApp(
    'finder-service',
    'apps/finder-service',
    { PORT: FINDER_PORT, HOST: '127.0.0.1' },
    { essential: false },
  );
  waits.push(waitForHttp(child, `http://localhost:${FINDER_PORT}/health`));
}
// The mail catcher (MailDev): SMTP for the site's mails, and a web inbox to read them.
const smtpUrl = env.SMTP_URL ?? `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;
if (!env.SMTP_URL) {
  const maildev = spawn(
    join(root, 'node_modules', '.bin', 'maildev'),
    [
      '--smtp',
      MAIL_SMTP_PORT,
      '--web',
      MAIL_WEB_PORT,
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--silent',
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  maildev.label = 'maildev';
  maildev.essential = false;
  children.push(maildev);
  maildev.on('error', (error) => fail(`maildev could not be started: ${error.message}`));
  maildev.on('exit', (code, signal) => {
    maildev.exited = true;
    if (!stopping) log(`maildev stopped (${signal ?? `exit code ${code}`}); mails wait in the outbox.`);
  });
  waits.push(waitForHttp(maildev, `http://127.0.0.1:${MAIL_WEB_PORT}/api/email`));
}
await Promise.all(waits);
if (stopping) await new Promise(() => {});

// The draft preview: on the stand-in's drafts, with a secret of this start (or PREVIEW_SECRET).
const previewEndpoint =
  env.PREVIEW_CONTENT_ENDPOINT ?? (env.CONTENT_ENDPOINT ? undefined : `${contentEndpoint}/draft`);
const previewSecret = previewEndpoint
  ? (env.PREVIEW_SECRET ?? randomBytes(18).toString('base64url'))
  : undefined;

// 3. The web app, pointed at them. The demo's database lives in ./data (DATA_DIR moves it) and
// gets a few fictional published reviews when it is empty.
const web = startApp('web', 'apps/web', {
  ...(previewEndpoint && previewSecret
    ? { PREVIEW_CONTENT_ENDPOINT: previewEndpoint, PREVIEW_SECRET: previewSecret }
    : {}),
  // The embedded default: local stand-ins, MailDev and demo reviews (app/config.server.ts).
  EMBEDDED: 'on',
  SITE_URL: env.SITE_URL ?? `http://localhost:${PORT}`,
  PORT,
  CONTENT_ENDPOINT: contentEndpoint,
  FINDER_ENDPOINT: finderEndpoint,
  SMTP_URL: smtpUrl,
  DATA_DIR: env.DATA_DIR ?? join(root, 'data'),
  SEED_DEMO_REVIEWS: env.SEED_DEMO_REVIEWS ?? (env.DATABASE_URL ? 'off' : 'on'),
  MAIL_FROM: env.MAIL_FROM ?? '"LUMEDRA Demo" <newsletter@lumedra.example>',
  CONTACT_TO: env.CONTACT_TO ?? 'kontakt@lumedra.example',
});
// Any HTTP answer means the server is up (the page itself may still be a 503 if the CMS is down).
await waitForHttp(web, `http://localhost:${PORT}/`, () => true);
if (stopping) await new Promise(() => {});

console.log('');
console.log(`healthsite is running at http://localhost:${PORT}`);
console.log(`  content: ${contentEndpoint}${env.CONTENT_ENDPOINT ? '' : ' (local stand-in)'}`);
console.log(`  finder:  ${finderEndpoint}${env.FINDER_ENDPOINT ? '' : ' (local stand-in)'}`);
console.log(
  env.SMTP_URL
    ? `  mail:    ${new URL(smtpUrl).host}`
    : `  mail:    inbox at http://localhost:${MAIL_WEB_PORT} (MailDev catches every mail the site sends)`,
);
console.log(`  reviews: pnpm reviews pending | approve <id> (moderation CLI)`);
if (previewSecret)
  console.log(
    `  preview: http://localhost:${PORT}/api/preview?secret=${previewSecret}&path=/ (the CMS's drafts; the banner ends it)`,
  );
console.log('Press Ctrl-C to stop.');
