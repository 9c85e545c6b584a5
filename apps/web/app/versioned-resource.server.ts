// The server side of the site's JSON resources per locale and content version (the search index,
// the legal texts; the browser side is versioned-resource.ts): an unknown locale is a 404, content
// that cannot be loaded a 503, and a request for the current version (`?v=`) may be cached for a
// year (the URL changes with the content); any other for a minute.
import { ENGLISH, GERMAN } from './locale';
import { NOT_FOUND_MESSAGE } from './error-page';
import { UNAVAILABLE_MESSAGE } from './page.server';

const LOCALES = new Set<string>([GERMAN.code, ENGLISH.code]);

/** The JSON of a locale and the content version it was made from; undefined: none (404). */
export type VersionedJson = { json: string; version: string } | undefined;

export async function versionedJsonResponse(
  request: Request,
  locale: string | undefined,
  make: (locale: string) => Promise<VersionedJson>,
): Promise<Response> {
  if (!locale || !LOCALES.has(locale)) return Response.json({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  let result: VersionedJson;
  try {
    result = await make(locale);
  } catch {
    return Response.json(
      { message: UNAVAILABLE_MESSAGE },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (!result) return Response.json({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  const requested = new URL(request.url).searchParams.get('v');
  return new Response(result.json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control':
        requested === result.version ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      'X-Content-Version': encodeURIComponent(result.version),
    },
  });
}
