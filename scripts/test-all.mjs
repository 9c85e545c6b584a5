#!/usr/bin/env node
// The whole test suite, as `npm test` runs it (after the bootstrap), and as CI runs it.
// Every step runs even when an earlier one failed, so one run shows everything that is wrong;
// the run ends with each test runner's own summary line and a total, and exits non-zero on any
// failure.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { testTimeouts } from './test-timeouts.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.vitest');
const e2eReport = join(root, 'test-results', 'e2e.json');
const sisterReport = join(root, 'test-results', 'sister-e2e.json');
// Reports of an earlier run must not stand in for a runner that crashed before writing its own.
for (const stale of [reports, e2eReport, sisterReport]) rmSync(stale, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// report(output) reads the step's test counts; summary picks the runner's own summary lines.
const steps = [
  { name: 'build', cmd: ['turbo', 'run', 'build', '--output-logs=errors-only'] },
  // The first-load JavaScript budget of the block library (needs the web build of the step above).
  {
    name: 'first-load budget (bench/blocks-bundle.mjs)',
    cmd: ['node', 'bench/blocks-bundle.mjs'],
    summary: /^\s*(lightest page - bare framework:|OK:|FAIL:)/,
  },
  { name: 'lint', cmd: ['eslint', '.', '--max-warnings=0'] },
  { name: 'format', cmd: ['prettier', '--check', '--log-level=warn', '.'] },
  { name: 'typecheck', cmd: ['turbo', 'run', 'typecheck', '--output-logs=errors-only'] },
  {
    name: 'unit + contract',
    cmd: [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ],
    report: vitestCounts(`${reports}/unit.json`, testTimeouts.unit),
    summary: /^\s*(Test Files|Tests)\s+.*\(\d+\)\s*$/,
  },
  {
    name: 'storybook (Chromium, axe, screenshots)',
    cmd: [
      'vitest',
      'run',
      '--project',
      'storybook',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/storybook.json`,
    ],
    report: vitestCounts(`${reports}/storybook.json`, testTimeouts.storybook),
    summary: /^\s*(Test Files|Tests)\s+.*\(\d+\)\s*$/,
  },
  {
    // The static Storybook designers open: tokens, fonts and themes in a production build.
    name: 'static storybook (build-storybook in Chromium)',
    cmd: ['node', '--test', '--test-reporter=tap', 'scripts/storybook-static.test.mjs'],
    report: nodeTestCounts('static storybook'),
    summary: /^# (pass|fail) \d+$/,
  },
  {
    name: 'pack and consume (publint, attw, install without overrides)',
    cmd: ['node', 'scripts/pack-and-consume.mjs'],
    report: nodeTestCounts('pack and consume'),
    summary: /^# (pass|fail) \d+$/,
  },
  {
    name: 'release (changesets version + publish, dry run)',
    cmd: ['node', '--test', '--test-reporter=tap', 'scripts/release.test.mjs'],
    report: nodeTestCounts('release'),
    summary: /^# (pass|fail) \d+$/,
  },
  {
    name: 'block generator (pnpm gen:block in a temporary copy)',
    cmd: ['node', '--test', '--test-reporter=tap', 'scripts/gen-block.test.mjs'],
    report: nodeTestCounts('gen:block'),
    summary: /^# (pass|fail) \d+$/,
  },
  {
    // What `pnpm dev` serves a developer: a fresh start, its first page, images, reviews, finder.
    name: 'dev server (react-router dev in Chromium)',
    cmd: ['node', '--test', '--test-reporter=tap', 'scripts/web-dev.test.mjs'],
    report: nodeTestCounts('dev server'),
    summary: /^# (pass|fail) \d+$/,
  },
  {
    // The sister brand's app, built from the packed tarballs, and its end-to-end smoke test.
    name: 'sister app (tarballs, Vite build, end to end)',
    cmd: ['node', 'scripts/sister.mjs', '--test'],
    report: playwrightCounts(sisterReport),
    summary: /^\s*\d+ (passed|failed|flaky|skipped)\b/,
  },
  {
    name: 'end to end (Playwright)',
    cmd: ['playwright', 'test'],
    report: playwrightCounts(e2eReport),
    summary: /^\s*\d+ (passed|failed|flaky|skipped)\b/,
  },
];

// CI keeps only the end of the output, so the summary names every failed test with the start
// of its error: a red run must say what failed without scrolling back.
const headOf = (message = '') =>
  stripVTControlCharacters(String(message))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(at |❯ )/.test(l))
    // Two lines: the error, and what often says the rest (fast-check's seed, Playwright's locator).
    .slice(0, 2)
    .join(' · ')
    .slice(0, 300);

// Each report also gives every test's time (and its limit where the runner says), for the list of
// the slowest tests at the end.
function vitestCounts(file, limitMs) {
  return () => {
    if (!existsSync(file)) return undefined;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const failures = [];
    const timings = [];
    for (const f of r.testResults) {
      const where = relative(root, f.name);
      const failed = f.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${where} › ${a.fullName}: ${headOf(a.failureMessages[0])}`);
      // A file that fails outside any test (an import error, a failing hook) has no failed test.
      if (f.status === 'failed' && failed.length === 0) failures.push(`${where}: ${headOf(f.message)}`);
      for (const a of f.assertionResults) {
        if (typeof a.duration === 'number')
          // A test with a limit of its own names it in its meta (`task.meta.limitMs`).
          timings.push({
            name: `${where} › ${a.fullName}`,
            ms: a.duration,
            limitMs: a.meta?.limitMs ?? limitMs,
          });
      }
    }
    return {
      passed: r.numPassedTests,
      failed: Math.max(r.numFailedTests, failures.length),
      failures,
      timings,
    };
  };
}

function playwrightCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const failures = [];
    const timings = [];
    const walk = (suite, titles) => {
      const path = suite.title ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          const name = `[${test.projectName}] ${[...path, spec.title].join(' › ')}`;
          for (const result of test.results)
            timings.push({ name, ms: result.duration, limitMs: test.timeout });
          if (test.status !== 'unexpected') continue;
          const error = test.results.at(-1)?.error?.message;
          failures.push(`${name}: ${headOf(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, path);
    };
    for (const suite of report.suites) walk(suite, []);
    const s = report.stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, failures, timings };
  };
}

function nodeTestCounts(label) {
  return (output) => {
    const pass = /^# pass (\d+)$/m.exec(output);
    const fail = /^# fail (\d+)$/m.exec(output);
    // TAP: "ok 3 - <name>" (or "not ok"), then a YAML block with "duration_ms: <n>".
    const timings = [...output.matchAll(/^(?:not )?ok \d+ - (.+)\n\s+---\n\s+duration_ms: ([\d.]+)/gm)].map(
      (m) => ({ name: `${label} › ${m[1]}`, ms: Number(m[2]) }),
    );
    const failures = [...output.matchAll(/^not ok \d+ - (.+)$/gm)].map((m) => `${label} › ${m[1]}`);
    return pass ? { passed: Number(pass[1]), failed: Number(fail?.[1] ?? 0), failures, timings } : undefined;
  };
}

function run(cmd) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('error', (e) => {
      output += String(e);
      resolve({ code: 1, output });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// `pnpm test:all lint typecheck` runs only the steps whose names contain those words.
const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.some((word) => s.name.includes(word))) : steps;
if (selected.length === 0) {
  console.error(`No step matches ${only.join(', ')}. Steps: ${steps.map((s) => s.name).join('; ')}`);
  process.exit(2);
}

const results = [];
const started = Date.now();
for (const step of selected) {
  console.log(`\n━━━ ${step.name} ━━━ ${step.cmd.join(' ')}`);
  const t0 = Date.now();
  const { code, output } = await run(step.cmd);
  const seconds = (Date.now() - t0) / 1000;
  // Strip colour codes before reading the runner's own summary lines.
  const plain = stripVTControlCharacters(output);
  const summaryLines = step.summary
    ? plain
        .split('\n')
        .filter((l) => step.summary.test(l))
        .map((l) => l.trim())
    : [];
  const counts = step.report?.(plain);
  if (step.report && !counts && code === 0) {
    // A test step that ran but produced no counts ran no tests: that is a failure, not a pass.
    results.push({
      step,
      code: 1,
      seconds,
      summaryLines: ['no test result was reported'],
      counts: { passed: 0, failed: 1 },
    });
  } else {
    results.push({ step, code, seconds, summaryLines, counts });
  }
}

let passed = 0;
let failed = 0;
console.log('\n━━━ summary ━━━');
for (const r of results) {
  const ok = r.code === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${r.step.name.padEnd(40)} ${r.seconds.toFixed(1).padStart(6)} s`);
  for (const line of r.summaryLines) console.log(`       ${line}`);
  for (const failure of r.counts?.failures ?? []) console.log(`       ✗ ${failure}`);
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
    // A runner that failed without failing a test (a crash, a config error) still counts.
    if (!ok && r.counts.failed === 0) failed += 1;
  } else if (!ok) {
    failed += 1;
  }
}
// The slowest tests, against their limits: a test creeping towards its limit shows here first.
const slowest = results
  .flatMap((r) => r.counts?.timings ?? [])
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10);
if (slowest.length > 0) {
  console.log('slowest tests:');
  for (const t of slowest) {
    const limit = t.limitMs
      ? ` of ${(t.limitMs / 1000).toFixed(0)} s (${Math.round((100 * t.ms) / t.limitMs)} %)`
      : '';
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s${limit.padEnd(16)}  ${t.name}`);
  }
}
console.log(`total time ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
