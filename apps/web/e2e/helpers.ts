// Shared by the end-to-end tests: the test ports (see playwright.config.ts) and the content of the
// content service, read over its public contract so the assertions follow the demo data.
import { expect, type APIRequestContext, type Page as BrowserPage } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePorts } from '../../../scripts/test-ports.ts';

/** The rig's ports, chosen by playwright.config.ts for this run. */
export const PORTS = e2ePorts();
export const CONTENT = `http://localhost:${PORTS.content}`;
export const WEB = `http://localhost:${PORTS.web}`;
export const FINDER = `http://127.0.0.1:${PORTS.finder}`;

interface Block {
  uiComponent: string;
  headline?: string;
}
interface Page {
  urlSegment: string;
  locale: string;
  theme?: string;
  seo: { title: string };
  content: Block[];
}
interface Body {
  sites: { locale: string; pages: Page[] }[];
}

export async function contentBody(request: APIRequestContext): Promise<Body> {
  const res = await request.get(`${CONTENT}/content`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Body;
}

export async function pageOf(request: APIRequestContext, locale: string, urlSegment: string): Promise<Page> {
  const body = await contentBody(request);
  const page = body.sites.find((s) => s.locale === locale)?.pages.find((p) => p.urlSegment === urlSegment);
  if (!page) throw new Error(`demo content has no ${locale} page ${urlSegment}`);
  return page;
}

/**
 * Switches the scenario of a stand-in service, `service` = CONTENT or FINDER (needs
 * CONTENT_CONTROL=1 or FINDER_CONTROL=1, set by playwright.config.ts).
 */
export async function setScenario(
  request: APIRequestContext,
  service: string,
  scenario: string,
): Promise<void> {
  const res = await request.put(`${service}/__control/scenario`, { data: { scenario } });
  expect(res.ok(), `PUT ${service}/__control/scenario ${scenario}: ${res.status()}`).toBe(true);
}

const demoContentDir = join(import.meta.dirname, '../../content-service/content');

/** The public path of a page: the locale prefix, then its urlSegment (`/` alone is the German home). */
export function publicPath(locale: string, urlSegment: string): string {
  const prefix = locale === 'en' ? '/en' : '';
  return urlSegment === '/' ? prefix || '/' : `${prefix}${urlSegment}`;
}

/**
 * The demo pages, read from the content stand-in's files when a spec is loaded: Playwright names
 * its tests before any of them runs, so a spec that wants one test per page lists them from here
 * (and then checks each against what the service serves).
 */
export function demoPages(): { locale: string; urlSegment: string; path: string }[] {
  return readdirSync(demoContentDir)
    .sort()
    .flatMap((locale) =>
      readdirSync(join(demoContentDir, locale, 'pages'))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => {
          const { urlSegment } = JSON.parse(
            readFileSync(join(demoContentDir, locale, 'pages', file), 'utf8'),
          ) as { urlSegment: string };
          return { locale, urlSegment, path: publicPath(locale, urlSegment) };
        }),
    );
}

/**
 * Resolves once the page's main thread has been idle twice in a row: effects and the work they
 * queued have run. A condition, not a sleep and not "network idle" (which waits for 500 ms of
 * silence and so grows with everything the page does); bounded, on a very busy machine, by the
 * idle callbacks' own time-out.
 */
export async function settled(page: BrowserPage): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
    }
  });
}

/**
 * Resolves once React has hydrated the whole document (root.tsx marks `<html data-hydrated>` in an
 * effect). Typing into a form before that is lost: hydration resets controlled fields to their state.
 */
export async function hydrated(page: BrowserPage): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** How many content requests the content stand-in has answered (needs CONTENT_CONTROL=1). */
export async function contentRequests(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${CONTENT}/__control/counts`);
  expect(res.ok(), `GET ${CONTENT}/__control/counts: ${res.status()}`).toBe(true);
  return ((await res.json()) as { content: number }).content;
}

/** The services' data directory of this run (playwright.config.ts gives it to the web server). */
export const DATA_DIR = join(tmpdir(), `healthsite-e2e-${PORTS.web}`);
/** MailDev's inbox (REST API) of this run. */
export const MAILDEV = `http://127.0.0.1:${PORTS.mailWeb}`;

export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
}

/** The mails MailDev caught for an address, newest last. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const res = await request.get(`${MAILDEV}/api/email`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.to.some((t) => t.address === address));
}

/** Waits (polling MailDev, bounded by the expect time-out) for a mail to `address` whose subject matches. */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(request, address)).find((m) => subject.test(m.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as CaughtMail;
}

/** The first link to `path` in a mail's text, made relative to the site. */
export function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`).exec(
    mail.text ?? '',
  );
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** The moderation CLI (`pnpm reviews …`, `pnpm submissions …`) against this run's database. */
export function servicesCli(...args: string[]): string {
  return execFileSync(process.execPath, [join(process.cwd(), 'apps/web/scripts/services-cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

const staticImportsOf = new Map<string, Promise<string[]>>();

/**
 * The chunks that the page's preloaded modules import statically but the page does not preload:
 * each one is a second round trip before the page can hydrate. (Dynamic imports are not followed:
 * what loads on first use is not part of the first load.)
 */
export async function unpreloadedImports(request: APIRequestContext, preloads: string[]): Promise<string[]> {
  const preloaded = new Set(preloads);
  const missing = new Set<string>();
  const seen = new Set<string>();
  const visit = async (path: string): Promise<void> => {
    if (seen.has(path)) return;
    seen.add(path);
    let imports = staticImportsOf.get(path);
    if (!imports) {
      imports = request.get(path).then(async (res) => {
        const code = await res.text();
        return [...code.matchAll(/\bimport\s*(?:[\w${},\s*]+from\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
          (m) => new URL(m[1]!, `http://x${path}`).pathname,
        );
      });
      staticImportsOf.set(path, imports);
    }
    for (const imported of await imports) {
      if (!preloaded.has(imported)) missing.add(imported);
      await visit(imported);
    }
  };
  for (const path of preloads) await visit(path);
  return [...missing].sort();
}
