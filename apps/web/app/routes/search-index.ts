// GET /api/search-index/:locale?v=<content version>: the locale's search index as JSON (MiniSearch,
// built on the server from the content-client's search documents). A request for the current
// version may be cached for a year (the URL changes with the content); any other for a minute.
import type { Route } from './+types/search-index';
import { contentClient } from '../content.server';
import { searchIndexJson } from '../search-index.server';
import { UNAVAILABLE_MESSAGE } from '../page.server';
import { ENGLISH, GERMAN } from '../locale';
import { NOT_FOUND_MESSAGE } from '../error-page';

const LOCALES = new Set<string>([GERMAN.code, ENGLISH.code]);

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = params.locale ?? '';
  if (!LOCALES.has(locale)) {
    return Response.json({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  }
  let result: { json: string; version: string };
  try {
    result = await searchIndexJson(contentClient(), locale);
  } catch {
    return Response.json(
      { message: UNAVAILABLE_MESSAGE },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const requested = new URL(request.url).searchParams.get('v');
  const cacheControl =
    requested === result.version ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
  return new Response(result.json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl,
      'X-Content-Version': encodeURIComponent(result.version),
    },
  });
}
