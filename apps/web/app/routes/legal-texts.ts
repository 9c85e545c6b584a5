// GET /api/legal-texts/:locale?v=<content version>: the products' legal texts of a locale as JSON
// (LegalTextItem[], sanitised on the server: page.server's `legalTextsOf`), cacheable by version
// (versioned-resource.server.ts). The legal modal loads them when it first opens, so pages carry
// only the products. In a draft preview, the drafts' texts (never stored: server.ts marks preview
// responses private).
import type { Route } from './+types/legal-texts';
import { contentClient, currentPreviewContent } from '../content.server';
import { legalTextsOf, UNVERSIONED } from '../page.server';
import { inPreview } from '../preview.server';
import { versionedJsonResponse } from '../versioned-resource.server';

/** The JSON per list of texts (one list per site definition, i.e. per locale and content version). */
const json = new WeakMap<object, string>();

export function loader({ params, request }: Route.LoaderArgs) {
  return versionedJsonResponse(request, params.locale, async (locale) => {
    const client = inPreview(request) ? await currentPreviewContent() : contentClient();
    const site = await client.siteFor(locale);
    if (!site) return undefined;
    const items = legalTextsOf(site.definition);
    let body = json.get(items);
    if (body === undefined) json.set(items, (body = JSON.stringify(items)));
    return { json: body, version: client.version ?? UNVERSIONED };
  });
}
