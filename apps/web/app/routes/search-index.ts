// GET /api/search-index/:locale?v=<content version>: the locale's search index as JSON (MiniSearch,
// built on the server from the content-client's search documents), cacheable by version
// (versioned-resource.server.ts).
import type { Route } from './+types/search-index';
import { contentClient } from '../content.server';
import { searchIndexJson } from '../search-index.server';
import { versionedJsonResponse } from '../versioned-resource.server';

export function loader({ params, request }: Route.LoaderArgs) {
  return versionedJsonResponse(request, params.locale, (locale) => searchIndexJson(contentClient(), locale));
}
