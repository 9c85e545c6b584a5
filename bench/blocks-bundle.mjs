#!/usr/bin/env node
// First-load JavaScript of every demo page, measured from what the built web app really sends.
//
//   pnpm --filter @healthsite/web build && node bench/blocks-bundle.mjs [--budget-kb=15]
//
// Starts the content-service stand-in in-process and the BUILT web app (apps/web/server.ts) on
// free ports, requests every page of both locales (the list comes from the content service's
// /content), and takes as first-load JS: the scripts of the HTML's inline module script, every
// <link rel="modulepreload">, and all their static imports (the chunks load before hydration).
// Sizes are gzip (level 9) of the files in apps/web/build/client.
//
// Bare framework: an empty React Router app (root route with Links, Meta, Scripts and
// ScrollRestoration, one index route, the default entries) built by `react-router build` with the
// web app's chunking; its first load (all of its scripts), gzipped the same way.
//
// Prints the lightest and heaviest page and the lightest page's distance to the bare framework, and
// the CSS the pages carry inline (the lightest, median and heaviest page, against all of the site's).
// Exits 1 if that distance exceeds the budget (15 KB), if a page loads the chunk of a block type
// it does not show (or misses one it shows), or if zod is in any first load: the service blocks
// (reviews, forms) load their schemas, and zod with them, when the visitor turns to the form.
// --verbose lists the files of the lightest and heaviest page.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: { 'budget-kb': { type: 'string', default: '15' }, verbose: { type: 'boolean', default: false } },
});
const budget = Number(values['budget-kb']) * 1024;
const repo = fileURLToPath(new URL('..', import.meta.url));
const web = join(repo, 'apps/web');
const clientDir = join(web, 'build/client');
if (!existsSync(join(web, 'build/server/index.js'))) {
  console.error('No web build: run "pnpm --filter @healthsite/web build" first.');
  process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

// --- block types and their chunk files --------------------------------------------------------
// The blocks package builds one file per block type (dist/blocks/<Type>.js); Vite names each
// block's client chunk after it: assets/<Type>-<hash>.js.
const blockTypes = readdirSync(join(repo, 'packages/blocks/dist/blocks'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => f.slice(0, -3));
const assets = readdirSync(join(clientDir, 'assets')).filter((f) => f.endsWith('.js'));
const blockOfFile = new Map();
for (const file of assets) {
  const type = blockTypes.find((t) => new RegExp(`^${t}-[\\w-]{8}\\.js$`).test(file));
  if (type) blockOfFile.set(`assets/${file}`, type);
}

// --- static import closure of built chunks ----------------------------------------------------
const importsOf = new Map();
function staticImports(file) {
  if (!importsOf.has(file)) {
    const code = readFileSync(join(clientDir, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    const found = new Set();
    // Minified ESM: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      found.add(new URL(m[1], `http://x/${dir}`).pathname.slice(1));
    }
    importsOf.set(file, [...found]);
  }
  return importsOf.get(file);
}
function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return seen;
}
const hasZod = (file) => /\$ZodType|ZodError/.test(readFileSync(join(clientDir, file), 'utf8'));

// --- bare framework ---------------------------------------------------------------------------
// An empty React Router app (a root route with Links, Meta, Scripts and ScrollRestoration, one index
// route, React Router's default entries), built by `react-router build` with the web app's own
// chunking and compile hints (apps/web/app/client-chunks.vite.ts).
const bareFiles = {
  'package.json': JSON.stringify({ name: 'bench-bare-app', private: true, type: 'module' }),
  'react-router.config.ts': 'export default { ssr: true };\n',
  'vite.config.ts': `import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientCodeSplitting, compileHints, entrySignatures } from ${JSON.stringify(join(web, 'app/client-chunks.vite.ts'))};
export default defineConfig({
  logLevel: 'error',
  plugins: [reactRouter(), entrySignatures(), compileHints()],
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting() } } } } },
});
`,
  'app/routes.ts': `import { index, type RouteConfig } from '@react-router/dev/routes';
export default [index('routes/home.tsx')] satisfies RouteConfig;
`,
  'app/root.tsx': `import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><Meta /><Links /></head>
      <body>{children}<ScrollRestoration /><Scripts /></body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}
`,
  'app/routes/home.tsx': 'export default function Home() {\n  return <p>Hallo</p>;\n}\n',
};

async function bareFramework() {
  // Inside apps/web, so that react, react-router and @react-router/dev resolve to the app's versions.
  const dir = join(web, 'node_modules/.bench-bare-app');
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(bareFiles)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const cli = join(web, 'node_modules/.bin/react-router');
  const built = spawnSync(cli, ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`bare framework build failed:\n${built.stdout}\n${built.stderr}`);
  // An empty app has nothing to load later: every script it builds is part of its first load
  // (entry, route manifest, the root and index route modules, framework and bundler runtime).
  const client = join(dir, 'build/client');
  const files = readdirSync(join(client, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const total = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(client, file)), { level: 9 }).length,
    0,
  );
  rmSync(dir, { recursive: true, force: true });
  return { total, files };
}

// --- servers ----------------------------------------------------------------------------------
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const { startContentService } = await import(join(repo, 'apps/content-service/src/server.ts'));
const content = await startContentService({ port: 0, log: () => {} });
const webPort = await freePort();
const webUrl = `http://localhost:${webPort}`;
const server = spawn(process.execPath, [join(web, 'server.ts')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(webPort),
    CONTENT_ENDPOINT: content.endpoint,
    // No search is made here; production wants every endpoint set.
    FINDER_ENDPOINT: 'http://127.0.0.1:9',
    SITE_URL: webUrl,
    RESPONSE_CACHE_MB: '0',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverLog = '';
server.stderr.on('data', (chunk) => (serverLog += chunk));

async function stop() {
  server.kill('SIGTERM');
  await content.close();
}

try {
  // Polls until the server answers. Its start (importing the server build) took over 10 s on a
  // machine running two suites at once, so the bound is generous: it only catches a hang.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${webUrl}/`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `web server did not start (${server.exitCode === null ? 'no answer in 180 s' : `exit ${server.exitCode}`}):\n${serverLog}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const body = await (await fetch(content.endpoint)).json();
  const pages = body.sites.flatMap((site) =>
    site.pages.map((page) => {
      const prefix = site.locale === 'en' ? '/en' : '';
      const path = page.urlSegment === '/' ? prefix || '/' : `${prefix}${page.urlSegment}`;
      const shown = new Set(page.content.map((block) => block.uiComponent));
      return { path, shown };
    }),
  );

  const problems = [];
  const results = [];
  for (const { path, shown } of pages) {
    const res = await fetch(`${webUrl}${path}`);
    const html = await res.text();
    if (res.status !== 200 && !(res.status === 404 && /\/404$/.test(path))) {
      problems.push(`${path}: status ${res.status}`);
      continue;
    }
    const roots = new Set();
    for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)) {
      const href = /href="\/([^"]+)"/.exec(m[0])?.[1];
      if (href) roots.add(href);
    }
    for (const script of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
      for (const m of script[1].matchAll(/import(?:[^"']*from)?\s*["']\/([^"']+\.js)["']/g)) roots.add(m[1]);
    }
    const files = [...closure([...roots].filter((f) => existsSync(join(clientDir, f))))];
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const blocks = files.map((f) => blockOfFile.get(f)).filter(Boolean);
    const extra = blocks.filter((type) => !shown.has(type));
    const missing = [...shown].filter((t) => blockTypes.includes(t) && !blocks.includes(t));
    if (extra.length) problems.push(`${path} loads block chunks it does not show: ${extra.join(', ')}`);
    if (missing.length) problems.push(`${path} does not preload the chunks of: ${missing.join(', ')}`);
    // zod is not needed to render or to start a page, not even by the blocks that talk to a
    // service: they validate with it once the visitor uses them (it was ~30 ms of a phone's start).
    const zod = files.filter(hasZod);
    if (zod.length) problems.push(`${path} has zod in its first load (${zod.join(', ')})`);
    // The CSS the document carries for its first paint (its style element's text).
    const css = /<style data-precedence="site"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    results.push({
      path,
      bytes,
      files,
      blocks: [...new Set(blocks)],
      css: Buffer.byteLength(css),
      cssGzip: gzipSync(css).length,
    });
  }

  results.sort((a, b) => a.bytes - b.bytes);
  const { total: bare, files: bareFileList } = await bareFramework();
  const lightest = results[0];
  const heaviest = results.at(-1);
  const show = (label, r) =>
    console.log(
      `${label} ${r.path.padEnd(40)} ${kb(r.bytes).padStart(9)}  ${r.files.length} files, blocks: ${r.blocks.join(' ') || '-'}`,
    ) ||
    (values.verbose &&
      r.files
        .sort((a, b) => gzipSize(b) - gzipSize(a))
        .forEach((f) => console.log(`      ${kb(gzipSize(f)).padStart(9)}  ${f}`)));
  console.log(`first-load JS (gzip) of ${results.length} demo pages:`);
  show('  lightest', lightest);
  show('  heaviest', heaviest);
  console.log(
    `  bare framework (an empty React Router app: React, react-dom, React Router): ${kb(bare)}  ${bareFileList.length} files`,
  );
  const over = lightest.bytes - bare;
  console.log(
    `  lightest page - bare framework: ${kb(over)} (budget ${kb(budget)}; ${over} of ${budget} bytes)`,
  );
  // Inline CSS: the site's stylesheets and those of the page's block types, against all of them.
  const allCss = readdirSync(join(clientDir, 'assets'))
    .filter((f) => f.endsWith('.css') && !f.startsWith('apofinder-modal-'))
    .reduce((sum, f) => sum + statSync(join(clientDir, 'assets', f)).size, 0);
  const byCss = [...results].sort((a, b) => a.css - b.css);
  const median = byCss[Math.floor(byCss.length / 2)];
  const cssLine = (label, r) =>
    console.log(`${label} ${r.path.padEnd(40)} ${kb(r.css).padStart(9)}  (${kb(r.cssGzip)} gzip)`);
  console.log(
    `inline CSS of the ${results.length} demo pages (the site's and their block types' stylesheets):`,
  );
  cssLine('  lightest', byCss[0]);
  cssLine('  median  ', median);
  cssLine('  heaviest', byCss.at(-1));
  console.log(`  every stylesheet of the site (what each page carried before 229da98): ${kb(allCss)}`);
  if (over > budget)
    problems.push(`the lightest page is ${kb(over)} over the bare framework (budget ${kb(budget)})`);
  if (problems.length) {
    // One line per problem, each starting with FAIL: (scripts/test-all.mjs shows these lines).
    console.error('');
    for (const problem of problems) console.error(`FAIL: ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(
      '\nOK: every page loads exactly the chunks of the blocks it shows, and none loads zod at start',
    );
  }
} finally {
  await stop();
}
