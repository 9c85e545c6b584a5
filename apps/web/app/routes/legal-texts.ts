// GET /api/legal-texts/:locale?v=<content version>: the products' legal texts of a locale as JSON
// (LegalTextItem[], sanitised on the server: page.server's `legalTextsOf`). The legal modal loads
// them when it first opens, so pages carry only the products. A request for the current version
// may be cached for a year (the URL changes with the content); any other for a minute. In a draft
// preview, the drafts' texts (never stored: server.ts marks preview responses private).
import type { Route } from './+types/legal-texts';
import { contentClient, currentPreviewContent } from '../content.server';
import { legalTextsOf, UNAVAILABLE_MESSAGE, UNVERSIONED } from '../page.server';
import { inPreview } from '../preview.server';
import { ENGLISH, GERMAN } from '../locale';
import { NOT_FOUND_MESSAGE } from '../error-page';

const LOCALES = new Set<string>([GERMAN.code, ENGLISH.code]);

/** The JSON per list of texts (one list per site definition, i.e. per locale and content version). */
const json = new WeakMap<object, string>();

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = params.locale ?? '';
  if (!LOCALES.has(locale)) return Response.json({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  const client = inPreview(request) ? await currentPreviewContent() : contentClient();
  let site;
  try {
    site = await client.siteFor(locale);
  } catch {
    return Response.json(
      { message: UNAVAILABLE_MESSAGE },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (!site) return Response.json({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  const items = legalTextsOf(site.definition);
  let body = json.get(items);
  if (body === undefined) json.set(items, (body = JSON.stringify(items)));
  const version = client.version ?? UNVERSIONED;
  const requested = new URL(request.url).searchParams.get('v');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': requested === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      'X-Content-Version': encodeURIComponent(version),
    },
  });
}
