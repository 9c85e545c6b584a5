// Shared by the end-to-end tests: the test ports (see playwright.config.ts) and the content of the
// content service, read over its public contract so the assertions follow the demo data.
import { expect, type APIRequestContext } from '@playwright/test';

export const CONTENT = 'http://localhost:4101';
export const WEB = 'http://localhost:3100';

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

/** Switches the content service's scenario (needs CONTENT_CONTROL=1, set by playwright.config.ts). */
export async function setScenario(request: APIRequestContext, scenario: string): Promise<void> {
  const res = await request.put(`${CONTENT}/__control/scenario`, { data: { scenario } });
  expect(res.ok(), `PUT /__control/scenario ${scenario}: ${res.status()}`).toBe(true);
}

/** The web app revalidates its content at most every 3 s; wait past that window. */
export const REVALIDATE_WAIT_MS = 3_500;
