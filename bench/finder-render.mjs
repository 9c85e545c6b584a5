#!/usr/bin/env node
// What rendering the pharmacy finder's local results costs the browser's main thread, measured on
// the BUILT site as a visitor gets it, at 4× CPU slowdown (Lighthouse's mobile factor):
//
//   node bench/finder-render.mjs [--runs=3] [--budget=100] [--no-fail] [--scenario=…] [--viewport=…]
//                                [--top] [--tasks] [--cpuprofile=prefix]
//
// Needs `pnpm build` (apps/web/build). Starts the content and finder stand-ins and the web server
// on free ports (bench/lib/site-rig.mjs), then drives Debian's Chromium (playwright-core, fresh
// profile): opens the finder on `/`, searches 10115 at 15 km (729 results through the site's
// /api/finder) and records a performance trace. The figure is the main thread's busy time: every
// top-level task of the page's renderer, clipped to the window, from the moment the answer arrives
// (its response in the trace) until the list and the map are drawn (the end of the task in which
// the map, showing the new results, reports its idle state: cards, markers and clusters in the DOM
// and the map's frame painted). A mutation observer installed before the search marks that moment
// (performance.mark); nothing polls the page while the trace runs. Also printed: the busy time
// until the page is quiet again (what follows the drawing: a late worker message, garbage).
//
// Scenarios, each in a desktop (1280×800) and a phone viewport (412×823 at DPR 1.75):
//   - map ready (the budget): the finder shows another search's results (24937 at 5 km, 22
//     results) on its map; the new answer is held until the page has settled after the submit
//     ('Suche läuft …'), as a finder service that takes a moment would, so the figure is the work
//     the 729 results cause: the list, the clusters, the map's camera and frame;
//   - first search (reported): nothing of the map exists yet and the answer is let through at
//     once, so the figure also holds loading MapLibre and creating the map (WebGL, style).
// Software WebGL (no GPU here) makes each map frame wait for the GPU process and read the frame
// back: the 'commit' share, which a phone with a GPU does not pay.
// Prints the median of the runs per scenario with a breakdown, and exits 1 when a 'map ready'
// median is over the budget (100 ms).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { median, root, startSite } from './lib/site-rig.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    budget: { type: 'string', default: '100' },
    /** CPU slowdown (Lighthouse's mobile factor is 4). */
    rate: { type: 'string', default: '4' },
    'no-fail': { type: 'boolean', default: false },
    scenario: { type: 'string' },
    viewport: { type: 'string' },
    /** Also lists the trace events with the most self time in the window. */
    top: { type: 'boolean', default: false },
    /**
     * Also lists the window's tasks in order, each with its main events (script by file,
     * style and layout with their element and object counts, the frame's paint and commit):
     * how many frames the answer takes and what each holds.
     */
    tasks: { type: 'boolean', default: false },
    /** Also writes a CPU profile of each measured search (`<prefix>-<scenario>-<viewport>-<run>.cpuprofile`). */
    cpuprofile: { type: 'string' },
  },
});
const runs = Number(values.runs);
const budgetMs = Number(values.budget);
const ZIP = '10115';
const DISTANCE = '15';
const EXPECTED = 729;
/** After the answer, the trace runs this long (at 4×); the page must be quiet well before. */
const TRACE_WINDOW_MS = 8_000;
/** The user-timing mark the page sets (see `markDrawn`) once the new results are drawn. */
const DRAWN_MARK = 'finder-render:drawn';
/** The scenario the budget applies to. */
const BUDGETED = 'map ready';
/** A quiet gap this long ends the busy period. */
const QUIET_MS = 1_000;

if (!existsSync(join(root, 'apps/web/build/server'))) {
  console.error('apps/web/build is missing: run `pnpm build` first.');
  process.exit(2);
}

// The site and its stand-ins on free ports.
const site = await startSite();
const base = site.base;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => site.stop().then(() => process.exit(130)));

// ---------------------------------------------------------------------------------------------
// The trace.

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  '__metadata',
].join(',');

/** The search of the measured postcode, through the site's own /api/finder. */
const isSearch = (url) => typeof url === 'string' && new RegExp(`/api/finder/?\\?zipcode=${ZIP}&`).test(url);

async function startTrace(cdp) {
  const events = [];
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** Self time by kind of work, from the complete events nested in the main thread's tasks. */
function kindOf(name) {
  if (/GC|Scavenge|MarkCompact|V8\.GC/i.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/.test(name))
    return 'style';
  if (/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/.test(name))
    return 'layout';
  if (name === 'Commit') return 'commit';
  if (/^(Paint|PrePaint|Layerize|CompositeLayers|PaintImage|UpdateLayer|Decode)/.test(name)) return 'paint';
  if (
    /^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|XHR|ParseHTML|CompileScript|CompileModule|EvaluateModule|FireIdleCallback|MajorGC|MinorGC)/.test(
      name,
    )
  )
    return 'script';
  return null;
}

function analyse(events) {
  const request = events.find((e) => e.name === 'ResourceSendRequest' && isSearch(e.args?.data?.url));
  const requestId = request?.args.data.requestId;
  const response = events.find(
    (e) => e.name === 'ResourceReceiveResponse' && requestId && e.args?.data?.requestId === requestId,
  );
  if (!response) throw new Error('the trace has no answer to the finder search');
  // The page's renderer main thread: the thread that sent the finder request.
  const pid = request.pid;
  const tid = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Top-level tasks only (a task's trace can nest another task event inside it).
  const tasks = [];
  for (const e of main) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur) continue;
    tasks.push(e);
  }
  const t0 = response.ts;
  // Drawn: the end of the task in which the page marked the new results drawn.
  // A finder without the map's idle state (before it had one) is taken as drawn once quiet.
  const mark = events.find((e) => e.name === DRAWN_MARK && e.ts >= t0);
  const markTask = mark && tasks.find((t) => t.ts <= mark.ts && mark.ts <= t.ts + t.dur);
  let drawnEnd = markTask ? markTask.ts + markTask.dur : (mark?.ts ?? t0);
  // Quiet: from the answer until the first quiet gap of QUIET_MS.
  let quietEnd = drawnEnd;
  for (const task of tasks) {
    const taskEnd = task.ts + task.dur;
    if (taskEnd <= quietEnd) continue;
    if (task.ts > quietEnd + QUIET_MS * 1000) break;
    quietEnd = taskEnd;
  }
  if (!mark) drawnEnd = quietEnd;
  const traceEnd = Math.max(...main.map((e) => e.ts + e.dur));
  const within = (end) => {
    const inWindow = tasks.filter((t) => t.ts + t.dur > t0 && t.ts < end);
    const clip = (t) => (Math.min(t.ts + t.dur, end) - Math.max(t.ts, t0)) / 1000;
    return { inWindow, busy: inWindow.reduce((n, t) => n + clip(t), 0) };
  };
  const drawn = within(drawnEnd);
  const quiet = within(quietEnd);
  // Self time per kind within the drawn window.
  const kinds = { script: 0, style: 0, layout: 0, paint: 0, commit: 0, gc: 0 };
  const byName = new Map();
  const counts = new Map();
  const stack = [];
  for (const e of main) {
    if (e.ts + e.dur <= t0 || e.ts >= drawnEnd) continue;
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.findLast((s) => s.kind);
    const kind = kindOf(e.name);
    const own = (Math.min(e.ts + e.dur, drawnEnd) - Math.max(e.ts, t0)) / 1000;
    byName.set(e.name, (byName.get(e.name) ?? 0) + own);
    counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
    const direct = stack.at(-1);
    if (direct) byName.set(direct.name, (byName.get(direct.name) ?? 0) - own);
    if (kind) {
      kinds[kind] += own;
      if (parent) kinds[parent.kind] -= own;
    }
    stack.push({ ts: e.ts, dur: e.dur, name: e.name, kind: kind ?? parent?.kind ?? null });
  }
  return {
    busy: drawn.busy,
    marked: Boolean(mark),
    drawnMs: (drawnEnd - t0) / 1000,
    quietBusy: quiet.busy,
    quietUntilTraceEnd: (traceEnd - quietEnd) / 1000,
    longTasks: drawn.inWindow.filter((t) => t.dur >= 50_000).length,
    longestMs: Math.max(0, ...drawn.inWindow.map((t) => t.dur / 1000)),
    kinds,
    top: [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([n, t]) => [`${n} ×${counts.get(n)}`, t]),
    tasks: drawn.inWindow
      .filter((t) => t.dur >= 500)
      .map((t) => ({
        at: (t.ts - t0) / 1000,
        ms: t.dur / 1000,
        events: main
          .filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur >= 500)
          .filter((e) =>
            /^(FunctionCall|UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|FireAnimationFrame|MinorGC|MajorGC|HandlePostMessage|Receive mojo message)$/.test(
              e.name,
            ),
          )
          .map((e) => `${e.name}${describe(e)} ${(e.dur / 1000).toFixed(1)}`),
      })),
  };
}

/** What a task's event is about, for --tasks. */
function describe(e) {
  const data = e.args?.data ?? {};
  const begin = e.args?.beginData ?? {};
  if (e.name === 'FunctionCall')
    return ` ${
      String(data.url ?? '')
        .split('/')
        .pop() || '?'
    }`;
  if (e.name === 'UpdateLayoutTree')
    return ` (${e.args?.elementCount ?? begin.elementCount ?? '?'} elements)`;
  if (e.name === 'Layout') return ` (${begin.dirtyObjects ?? '?'} of ${begin.totalObjects ?? '?'} objects)`;
  if (e.name === 'Receive mojo message')
    return ` ${e.args?.chrome_mojo_event_info?.mojo_interface_tag ?? ''}`;
  return '';
}

// ---------------------------------------------------------------------------------------------
// One measured search.

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};

async function openFinder(page) {
  await page.goto(`${base}/`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const link = page.getByRole('link', { name: 'Apotheke finden' }).first();
  // On a phone the header's finder link sits in the menu.
  if (!(await link.isVisible())) await page.getByRole('button', { name: /Menü/ }).first().click();
  await page.getByRole('link', { name: 'Apotheke finden' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apotheken finden' });
  await dialog.waitFor();
  return dialog;
}

/**
 * Runs in the page: marks (performance.mark) the moment the map reports its idle state while the
 * list shows the new results. An observer of one attribute: no polling, next to no cost.
 */
function markDrawn({ mark, expected }) {
  const observer = new MutationObserver(() => {
    const map = document.querySelector('[data-testid="finder-map"]');
    const list = document.querySelector('.hs-finder__local');
    if (map?.getAttribute('data-map-state') !== 'idle' || !list?.textContent.includes(`von ${expected}`))
      return;
    performance.mark(mark);
    observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-map-state'] });
}

async function search(page, dialog, zip, km) {
  const adjust = dialog.getByRole('button', { name: 'Suche anpassen' });
  if (await adjust.isVisible()) await adjust.click();
  await dialog.getByLabel('Umkreis').selectOption(km);
  await dialog.getByPlaceholder('Postleitzahl eingeben').fill(zip);
}

async function measure(scenario, viewportName, run) {
  const profile = mkdtempSync(join(tmpdir(), 'healthsite-finder-render-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs(),
    ...viewports[viewportName],
    locale: 'de-DE',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const dialog = await openFinder(page);
    if (scenario === 'map ready') {
      await search(page, dialog, '24937', '5');
      await dialog.getByPlaceholder('Postleitzahl eingeben').press('Enter');
      await dialog.getByRole('list', { name: 'Apotheken in der Nähe' }).waitFor();
      // The map is up and drawn (its idle state), with the markers of these results.
      await dialog.locator('[data-testid="finder-map"] .maplibregl-canvas').waitFor();
      await page
        .locator(
          '[data-testid="finder-map"][data-map-state="idle"], [data-testid="finder-map"]:not([data-map-state])',
        )
        .first()
        .waitFor();
      await page.waitForTimeout(1500); // a bench, not a test: let the page fall quiet
    }
    await search(page, dialog, ZIP, DISTANCE);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) });
    const stop = await startTrace(cdp);
    if (values.cpuprofile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    // With the map ready, the answer is held until the page has settled after the submit (the
    // form collapsed to 'Suche läuft …'), as a finder service that takes a moment would: the
    // figure is the work the answer causes. A first search lets it through at once, so the
    // figure also holds whatever of loading the map was still under way.
    let release = () => {};
    if (scenario !== 'first search') {
      const held = new Promise((resolve) => (release = resolve));
      await page.route(
        (url) => isSearch(url.href),
        async (route) => {
          await held;
          await route.continue();
        },
      );
    }
    await page.evaluate(markDrawn, { mark: DRAWN_MARK, expected: EXPECTED });
    const answer = page.waitForResponse((r) => isSearch(r.url()));
    // By keyboard, the pointer parked in a corner: a pointer resting where the results appear
    // would add hover work to the figure that a visitor's pointer may or may not cause.
    await page.mouse.move(0, 0);
    await dialog.getByPlaceholder('Postleitzahl eingeben').press('Enter');
    if (scenario !== 'first search') {
      await dialog.locator('.hs-finder__sentence', { hasText: 'Suche läuft' }).waitFor();
      await page.waitForTimeout(1000); // a bench, not a test: let the page fall quiet
      release();
    }
    const response = await answer;
    // Nothing touches the page while it works; the trace decides when it was done. (The answer's
    // body is read after the trace: DevTools serves it from the page's renderer, whose main thread
    // is what is measured; read here, it put a task of 6–13 ms of the bench's own into the window.)
    await new Promise((r) => setTimeout(r, TRACE_WINDOW_MS));
    const events = await stop();
    if (values.cpuprofile) {
      const { profile } = await cdp.send('Profiler.stop');
      const file = `${values.cpuprofile}-${scenario.replace(/\W+/g, '-')}-${viewportName}-${run}.cpuprofile`;
      writeFileSync(file, JSON.stringify(profile));
      console.log(`  CPU profile: ${file}`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const results = await response.json();

    // Drawn: the list (every card, or the nearest ones with 'n von 729 Apotheken' under them) and
    // the map, idle, with its markers (clusters where they overlap).
    const cards = await dialog
      .getByRole('list', { name: 'Apotheken in der Nähe' })
      .getByRole('article')
      .count();
    const listed =
      cards === EXPECTED || (await dialog.getByText(`${cards} von ${EXPECTED} Apotheken`).count()) === 1;
    const markers = await dialog.locator('.hs-finder-marker, .hs-finder-cluster').count();
    const canvas = await dialog.locator('.maplibregl-canvas').count();
    const mapState = await dialog.getByTestId('finder-map').getAttribute('data-map-state');
    if (
      results.length !== EXPECTED ||
      !listed ||
      markers === 0 ||
      canvas !== 1 ||
      !(mapState ?? 'idle').includes('idle')
    ) {
      throw new Error(
        `not drawn: ${results.length} results, ${cards} cards, ${markers} markers, ${canvas} map canvas, map ${mapState}`,
      );
    }
    if (process.env.FINDER_RENDER_TRACE)
      writeFileSync(process.env.FINDER_RENDER_TRACE, JSON.stringify(events));
    const figures = analyse(events);
    if (figures.quietUntilTraceEnd < QUIET_MS)
      throw new Error('the page was not quiet by the end of the trace');
    return { ...figures, cards, markers };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const ms = (n) => `${n.toFixed(0)} ms`;

console.log(
  `Pharmacy finder: ${EXPECTED} results (${ZIP}, ${DISTANCE} km) at ${values.rate}× CPU slowdown: ` +
    `main-thread busy time from the answer until list and map are drawn (median of ${runs}); ` +
    `budget ${budgetMs} ms with the map ready\n`,
);
const failures = [];
try {
  for (const scenario of [BUDGETED, 'first search']) {
    if (values.scenario && values.scenario !== scenario) continue;
    for (const viewportName of Object.keys(viewports)) {
      if (values.viewport && values.viewport !== viewportName) continue;
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(scenario, viewportName, i + 1));
      const pick = samples.find((s) => s.busy === median(samples.map((x) => x.busy)));
      const label = `${scenario}, ${viewportName}`;
      const k = pick.kinds;
      console.log(
        `${label.padEnd(22)} ${ms(pick.busy).padStart(7)}  (runs: ${samples.map((s) => s.busy.toFixed(0)).join(', ')} ms; ` +
          `${pick.marked ? 'drawn' : 'quiet (the map has no idle state)'} ${ms(pick.drawnMs)} after the answer; ` +
          `busy until quiet ${ms(pick.quietBusy)})\n` +
          `${''.padEnd(24)}script ${ms(k.script)}, style ${ms(k.style)}, layout ${ms(k.layout)}, paint ${ms(k.paint)}, ` +
          `commit ${ms(k.commit)}, gc ${ms(k.gc)}; long tasks ${pick.longTasks} (longest ${ms(pick.longestMs)}); ` +
          `${pick.cards} cards, ${pick.markers} markers and clusters`,
      );
      if (values.top)
        for (const [name, t] of pick.top) console.log(`    ${t.toFixed(1).padStart(8)} ms  ${name}`);
      if (values.tasks)
        for (const task of pick.tasks)
          console.log(
            `    task at ${task.at.toFixed(1)} ms, ${task.ms.toFixed(1)} ms: ${task.events.join(', ') || '–'}`,
          );
      if (scenario === BUDGETED && pick.busy > budgetMs)
        failures.push(`${label}: ${pick.busy.toFixed(0)} ms > ${budgetMs} ms`);
    }
  }
} finally {
  await site.stop();
}
for (const f of failures) console.error(`over budget: ${f}`);
process.exit(failures.length && !values['no-fail'] ? 1 : 0);
