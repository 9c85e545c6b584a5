#!/usr/bin/env node
// Bootstrap for a fresh machine that may have only Node 20 and npm.
// Runs on whatever Node started it (plain JS, no dependencies), makes sure the project has
// Node 24, pnpm, its dependencies and (for tests) Chromium, then hands over to the task under
// Node 24:  node scripts/bootstrap.mjs [start|test]
// Tools it installs go to .tools/ inside the project (ignored by git), never globally.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinDir } from './postgres-bin.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const toolsBin = join(tools, 'bin');
const NODE_MAJOR = 24;
const PNPM_VERSION = '12.21.0';
const task = process.argv[2];

const log = (msg) => console.log(`[bootstrap] ${msg}`);

function versionOf(cmd, env = process.env) {
  try {
    return execFileSync(cmd, ['--version'], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function npmInstallTool(spec) {
  mkdirSync(tools, { recursive: true });
  log(`installing ${spec} into .tools/ from the npm registry`);
  const status = run('npm', [
    'install',
    '-g',
    '--prefix',
    tools,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    spec,
  ]);
  if (status !== 0) {
    console.error(`[bootstrap] could not install ${spec}; check access to the npm registry`);
    process.exit(status);
  }
}

// 1. Node 24: the running one, else .tools/bin/node, else install it there.
let nodeBin = process.execPath;
if (Number(process.versions.node.split('.')[0]) !== NODE_MAJOR) {
  nodeBin = join(toolsBin, 'node');
  const v = existsSync(nodeBin) ? versionOf(nodeBin) : undefined;
  if (!v?.startsWith(`v${NODE_MAJOR}.`)) npmInstallTool(`node@${NODE_MAJOR}`);
}
const env = {
  ...process.env,
  PATH: [toolsBin, dirname(nodeBin), join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  // pnpm must not try to fetch another pnpm for the packageManager field.
  COREPACK_ENABLE_STRICT: '0',
  npm_config_manage_package_manager_versions: 'false',
};

// 2. pnpm at the pinned version.
if (versionOf('pnpm', env) !== PNPM_VERSION) npmInstallTool(`pnpm@${PNPM_VERSION}`);

// 3. Debian packages the tests need: Chromium (Storybook and end-to-end tests) and PostgreSQL
// (the services' contract tests run on it as well as on SQLite). Installed with apt when root.
if (task === 'test') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!postgresBinDir()) missing.push('postgresql');
  if (missing.length > 0) {
    if (process.getuid?.() === 0) {
      log(`installing Debian ${missing.join(' and ')} with apt-get`);
      run('apt-get', ['update', '-qq']);
      const s = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (s !== 0) process.exit(s);
    } else {
      console.error(
        `[bootstrap] Missing Debian packages: ${missing.join(', ')}. Install them with:\n` +
          `  sudo apt-get install ${missing.join(' ')}\n` +
          "or point CHROMIUM_PATH at a Chromium executable and POSTGRES_BIN at PostgreSQL's bin directory.",
      );
      process.exit(1);
    }
  }
}

// 4. Dependencies (quick when nothing changed).
const installStatus = run(
  'pnpm',
  ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'],
  { env },
);
if (installStatus !== 0) process.exit(installStatus);

// 5. Hand over to the task under Node 24.
const scripts = { start: 'serve', test: 'test:all' };
if (!task) process.exit(0);
const script = scripts[task];
if (!script) {
  console.error(`[bootstrap] unknown task "${task}"; use start or test`);
  process.exit(2);
}
const r = spawnSync('pnpm', ['run', '--silent', script], { stdio: 'inherit', cwd: root, env });
process.exit(r.status ?? 1);
