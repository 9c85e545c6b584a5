// The Storybook designers open (and `pnpm chromatic` publishes) is the static build, not the dev
// server the story tests run against. This builds it exactly as `pnpm build-storybook` does (into a
// temporary folder), serves it, and checks in Chromium that stories and docs pages get what the
// site gets: the design tokens, the Inter font faces that ship with @healthsite/ui, and the theme
// chosen in the toolbar. A production bundler that drops the stylesheet makes every check here fail.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { defaultThemes } from '../packages/ui/src/tokens/themes.ts';
const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'healthsite-storybook-static-'));
const primaryOf = (name) => defaultThemes.find((t) => t.name === name).properties['--hs-color-primary'];

/** `#00467f` → `rgb(0, 70, 127)`, as getComputedStyle reports colours. */
function rgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

let server;
let browser;
let base;

before(async () => {
  // The same command as `pnpm build-storybook`, into a folder of this run.
  const build = spawnSync('storybook', ['build', '-o', out, '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (build.status !== 0) throw new Error(`storybook build failed:\n${build.stdout}${build.stderr}`);
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(out, path === '/' ? 'index.html' : path));
    if (file.startsWith(out) && existsSync(file) && statSync(file).isDirectory())
      file = join(file, 'index.html');
    if (!file.startsWith(out) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    // Image fixtures have no extension (`/fixtures/images/sample/m-16-9`): sniffed by the browser.
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs() });
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(out, { recursive: true, force: true });
});

/**
 * Opens a story or docs page of the static build and reads, from the first story wrapper on it:
 * the font family, the theme's primary colour, and which Inter faces the document loaded.
 */
async function inspect(query, { selector } = {}) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  try {
    await page.goto(`${base}/iframe.html?${query}`);
    const story = page.locator('[data-testid="sb-story-root"]').first();
    await story.waitFor();
    return await page.evaluate(async (selector) => {
      const root = document.querySelector('[data-testid="sb-story-root"]');
      // Ask for the shipped font: resolves with the faces that matched (none when none is declared).
      const faces = await document.fonts.load('400 1rem "Inter Variable"', 'Aä');
      await document.fonts.ready;
      const target = selector ? root.querySelector(selector) : root;
      const style = getComputedStyle(target);
      return {
        fontFamily: style.fontFamily,
        primary: getComputedStyle(root).getPropertyValue('--hs-color-primary').trim(),
        background: style.backgroundColor,
        interFacesLoaded: faces.filter((f) => f.status === 'loaded').length,
        theme: root.getAttribute('data-theme'),
      };
    }, selector ?? null);
  } finally {
    await page.close();
  }
}

test('a ui story has the tokens, the Inter font and the default theme', async () => {
  const seen = await inspect('id=ui-button--playground&viewMode=story', { selector: '.hs-button' });
  assert.match(seen.fontFamily, /^"?Inter Variable"?/, 'the button is set in Inter');
  assert.ok(seen.interFacesLoaded > 0, 'an Inter face of @healthsite/ui is declared and loaded');
  assert.equal(seen.primary, primaryOf('default'), 'the default theme defines --hs-color-primary');
  assert.equal(seen.background, rgb(primaryOf('default')), 'a contained-themed button is filled with it');
});

test('the Theme toolbar (globals) switches a story to another theme', async () => {
  const seen = await inspect('id=ui-button--playground&viewMode=story&globals=theme:care', {
    selector: '.hs-button',
  });
  assert.equal(seen.theme, 'care');
  assert.equal(seen.primary, primaryOf('care'));
  assert.equal(seen.background, rgb(primaryOf('care')));
});

test('a block story is set in Inter with its theme', async () => {
  const seen = await inspect('id=blocks-smstage--default&viewMode=story&globals=theme:parin');
  assert.match(seen.fontFamily, /^"?Inter Variable"?/);
  assert.ok(seen.interFacesLoaded > 0);
  assert.equal(seen.primary, primaryOf('parin'));
});

test('a docs page shows its stories with the tokens and the font', async () => {
  const seen = await inspect('id=ui-button--docs&viewMode=docs', { selector: '.hs-button' });
  assert.match(seen.fontFamily, /^"?Inter Variable"?/);
  assert.ok(seen.interFacesLoaded > 0);
  assert.equal(seen.primary, primaryOf('default'));
  assert.equal(seen.background, rgb(primaryOf('default')));
});

test('an MDX docs page (Foundations) renders its live examples with the tokens', async () => {
  const seen = await inspect('id=foundations-colours-and-themes--docs&viewMode=docs');
  assert.match(seen.fontFamily, /^"?Inter Variable"?/);
  assert.ok(seen.interFacesLoaded > 0);
  assert.equal(seen.primary, primaryOf('default'));
});

test("the repository's docs are pages of the Storybook, linked from its introduction", async () => {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/iframe.html?id=introduction--docs&viewMode=docs`);
    await page.locator('a[href="?path=/docs/docs-architecture--docs"]').waitFor();
    await page.goto(`${base}/iframe.html?id=docs-architecture--docs&viewMode=docs`);
    await page.getByRole('heading', { level: 1, name: 'Architecture' }).waitFor();
    assert.ok(await page.getByText('They point one way', { exact: false }).count());
  } finally {
    await page.close();
  }
});
