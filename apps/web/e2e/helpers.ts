// Shared by the end-to-end tests: the test ports (see playwright.config.ts) and the content of the
// content service, read over its public contract so the assertions follow the demo data.
import { expect, type APIRequestContext, type Page as BrowserPage } from '@playwright/test';

export const CONTENT = 'http://localhost:4101';
export const WEB = 'http://localhost:3100';
// The finder-service (E2E_FINDER_URL when the rig runs on other ports).
export const FINDER = process.env.E2E_FINDER_URL ?? 'http://127.0.0.1:4102';

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

/** Resolves once React has hydrated the page root (its DOM node carries React's fiber key). */
export async function hydrated(page: BrowserPage): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('.hs-page');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The web app revalidates its content at most every 3 s; wait past that window. */
export const REVALIDATE_WAIT_MS = 3_500;
