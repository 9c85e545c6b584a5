// The site search index per content version and locale, built once with the same MiniSearch
// options the browser loads it with (@healthsite/blocks buildSearchIndex / loadSearchIndex): served
// as JSON to the flyout, and searched here for the search page (same index, same folding).
import type { SearchDocument } from '@healthsite/content-client';
import { buildSearchIndex, serializeSearchIndex } from '@healthsite/blocks';
import { searchPageResults, type SearchPageResult, type SiteSearchIndex } from '@healthsite/blocks/search';
import type { ContentClient } from './content.server';
import { UNVERSIONED } from './page.server';

type Client = Pick<ContentClient, 'searchDocuments' | 'version'>;

interface LocaleIndex {
  documents: SearchDocument[];
  index: SiteSearchIndex;
  /** Serialised on first demand. */
  json?: string;
}

// One per client (the published content, the drafts of a preview), for its current version.
const built = new WeakMap<Client, { version: string | undefined; byLocale: Map<string, LocaleIndex> }>();

async function localeIndex(client: Client, locale: string): Promise<{ entry: LocaleIndex; version: string }> {
  // Asking for the documents revalidates the content first, so the version below is current.
  const documents = await client.searchDocuments(locale);
  const version = client.version;
  let cache = built.get(client);
  if (!cache || cache.version !== version) {
    cache = { version, byLocale: new Map() };
    built.set(client, cache);
  }
  let entry = cache.byLocale.get(locale);
  if (!entry) {
    entry = { documents, index: buildSearchIndex(documents) };
    cache.byLocale.set(locale, entry);
  }
  return { entry, version: version ?? UNVERSIONED };
}

/** The serialised index of a locale and the content version it was built from. */
export async function searchIndexJson(
  client: Client,
  locale: string,
): Promise<{ json: string; version: string }> {
  const { entry, version } = await localeIndex(client, locale);
  entry.json ??= serializeSearchIndex(entry.index);
  return { json: entry.json, version };
}

/** The search page's results for a query in a locale (the flyout's index and ranking). */
export async function searchResults(
  client: Client,
  locale: string,
  query: string,
): Promise<SearchPageResult[]> {
  const { entry } = await localeIndex(client, locale);
  return searchPageResults(entry.index, entry.documents, query);
}
