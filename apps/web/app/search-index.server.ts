// The site search index per content version and locale, built once with the same MiniSearch
// options the browser loads it with (@healthsite/blocks buildSearchIndex / loadSearchIndex).
import { buildSearchIndex, serializeSearchIndex } from '@healthsite/blocks';
import type { ContentClient } from './content.server';
import { UNVERSIONED } from './page.server';

type Client = Pick<ContentClient, 'searchDocuments' | 'version'>;

let built: { version: string | undefined; byLocale: Map<string, string> } | undefined;

/** The serialised index of a locale and the content version it was built from. */
export async function searchIndexJson(
  client: Client,
  locale: string,
): Promise<{ json: string; version: string }> {
  // Asking for the documents revalidates the content first, so the version below is current.
  const documents = await client.searchDocuments(locale);
  const version = client.version;
  if (!built || built.version !== version) built = { version, byLocale: new Map() };
  let json = built.byLocale.get(locale);
  if (json === undefined) {
    json = serializeSearchIndex(buildSearchIndex(documents));
    built.byLocale.set(locale, json);
  }
  return { json, version: version ?? UNVERSIONED };
}
