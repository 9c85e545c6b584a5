// Static export: renders every content page (both locales, the /404 pages included) through the
// built server handler into build/static/, next to a copy of the client assets.
//
//   pnpm --filter @healthsite/web export      (= build, then this script)
//
// Layout (no trailing slashes, matching the canonical URLs the server uses):
//   /                  -> index.html          /_.data               (client navigation data)
//   /produkte/care     -> produkte/care.html  /produkte/care.data
//   /en                -> en.html             /en.data
//   /404, /en/404      -> 404.html, en/404.html (served with status 404 by the host)
//   /api/search-index/de-DE, /api/search-index/en -> the search flyout's index per locale (the
//                         browser asks with ?v=<content version>, which a static host ignores)
//   /api/legal-texts/de-DE, /api/legal-texts/en -> the legal modal's texts per locale (likewise)
// A static host maps /x to x.html (nginx: try_files $uri $uri.html =404; error_page 404 /404.html).
// Images come from the CMS's image host (IMAGE_PROXY=off), the finder needs /api/finder of a web
// server, and the reviews, newsletter and forms need its /api: a CDN-only site has none of these.
// Needs the content service (CONTENT_ENDPOINT); set SITE_URL to the public origin for canonical
// and hreflang URLs.
import type { ServerBuild } from 'react-router';
import type { Page, Site } from '@healthsite/content-client';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressDir } from './compress.ts';
import { SEARCH_PATHS } from '../app/locale.ts';

process.env.NODE_ENV ??= 'production';
// A static host has no server: images keep the CMS's addresses (no /img/ proxy to serve them), and
// the pages' finder asks /api/finder, which only a web server (or a CDN rule forwarding to one)
// answers; without it the finder shows its no-result copy. The export never calls the finder
// service itself, so it needs no FINDER_ENDPOINT (the reserved .invalid name never resolves).
process.env.IMAGE_PROXY ??= 'off';
process.env.SERVICES ??= 'off';
process.env.FINDER_ENDPOINT ??= 'http://finder.invalid';
const { createRequestHandler } = await import('react-router');

interface EntryExports {
  config: { siteUrl: string; contentEndpoint: string };
  contentClient: () => { refresh(): Promise<unknown>; getSites(): Site[] | Promise<Site[]> };
}

const appDir = join(import.meta.dirname, '..');
const buildDir = join(appDir, 'build');
const serverBuildPath = join(buildDir, 'server', 'index.js');
// `--out <dir>` writes elsewhere (the end-to-end test does); default build/static.
const outArg = process.argv.indexOf('--out');
const outDir =
  outArg > 0 && process.argv[outArg + 1] ? resolve(process.argv[outArg + 1]!) : join(buildDir, 'static');
const USER_AGENT = 'Mozilla/5.0 (compatible; healthsite-export-bot/1.0)';

const prefixOf: Record<string, string> = { 'de-DE': '', en: '/en' };
const SEARCH_PAGES = Object.values(SEARCH_PATHS);

export function publicPathOf(page: Pick<Page, 'locale' | 'urlSegment'>): string {
  const prefix = prefixOf[page.locale] ?? '';
  const segment = ('/' + page.urlSegment).replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  return segment === '/' ? prefix || '/' : prefix + segment;
}

export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export function dataFileOf(path: string): string {
  return path === '/' ? '_.data' : `${path.slice(1)}.data`;
}

function write(relative: string, body: string | Uint8Array) {
  const file = join(outDir, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

async function main() {
  if (!existsSync(serverBuildPath)) {
    throw new Error(
      `No server build at ${serverBuildPath}: run "pnpm --filter @healthsite/web build" first.`,
    );
  }
  const started = performance.now();
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const { config, contentClient } = build.entry.module as unknown as EntryExports;
  const handle = createRequestHandler(build, 'production');

  const client = contentClient();
  try {
    await client.refresh();
  } catch (error) {
    throw new Error(
      `The static export needs the content service at ${config.contentEndpoint} (set CONTENT_ENDPOINT): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  const sites = await client.getSites();
  // The content pages, and the search page of each locale (its empty form; with JavaScript it
  // searches the exported index in the browser for the ?q= a static host ignores).
  const paths = [
    ...new Set([...sites.flatMap((site) => site.pages.map(publicPathOf)), ...SEARCH_PAGES]),
  ].sort();
  if (paths.length === 0) throw new Error(`The content service at ${config.contentEndpoint} lists no pages.`);

  rmSync(outDir, { recursive: true, force: true });
  cpSync(join(buildDir, 'client'), outDir, { recursive: true });

  const failures: string[] = [];
  for (const path of paths) {
    const isNotFoundPage = path === '/404' || path.endsWith('/404');
    const expected = isNotFoundPage ? 404 : 200;
    const res = await handle(new Request(config.siteUrl + path, { headers: { 'User-Agent': USER_AGENT } }));
    const html = await res.text();
    if (res.status !== expected) {
      failures.push(`${path}: status ${res.status}, expected ${expected}`);
      continue;
    }
    write(htmlFileOf(path), html);
    if (isNotFoundPage) continue;
    const dataPath = path === '/' ? '/_.data' : `${path}.data`;
    const dataRes = await handle(
      new Request(config.siteUrl + dataPath, { headers: { 'User-Agent': USER_AGENT } }),
    );
    if (dataRes.status !== 200) {
      failures.push(`${dataPath}: status ${dataRes.status}`);
      continue;
    }
    write(dataFileOf(path), new Uint8Array(await dataRes.arrayBuffer()));
  }
  // The search flyout's index and the legal modal's texts per locale, at the paths the browser fetches.
  for (const indexPath of Object.keys(prefixOf).flatMap((locale) => [
    `/api/search-index/${locale}`,
    `/api/legal-texts/${locale}`,
  ])) {
    const res = await handle(
      new Request(config.siteUrl + indexPath, { headers: { 'User-Agent': USER_AGENT } }),
    );
    if (res.status !== 200) {
      failures.push(`${indexPath}: status ${res.status}`);
      continue;
    }
    write(indexPath.slice(1), await res.text());
  }
  // For search engines: robots.txt and the sitemap (with its parts, if the site outgrew one file).
  for (const seoPath of ['/robots.txt', '/sitemap.xml']) {
    const res = await handle(
      new Request(config.siteUrl + seoPath, { headers: { 'User-Agent': USER_AGENT } }),
    );
    if (res.status !== 200) {
      failures.push(`${seoPath}: status ${res.status}`);
      continue;
    }
    const text = await res.text();
    write(seoPath.slice(1), text);
    for (const [, part] of text.matchAll(/<loc>[^<]*?(\/sitemaps\/\d+\.xml)<\/loc>/g)) {
      const partRes = await handle(
        new Request(config.siteUrl + part, { headers: { 'User-Agent': USER_AGENT } }),
      );
      if (partRes.status === 200) write(part!.slice(1), await partRes.text());
      else failures.push(`${part}: status ${partRes.status}`);
    }
  }
  if (failures.length > 0) throw new Error(`Static export failed for:\n  ${failures.join('\n  ')}`);

  compressDir(outDir, /\.(?:html|data|xml|txt)$|[\\/](?:search-index|legal-texts)[\\/][^\\/.]+$/);
  const ms = Math.round(performance.now() - started);
  console.log(`exported ${paths.length} pages to ${outDir} in ${ms} ms:\n  ${paths.join('\n  ')}`);
}

if (import.meta.main) {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
