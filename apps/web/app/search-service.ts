// The browser side of the site search: the search flyout loads its locale's index from the app's
// resource route once (per content version) and searches it locally.
import { loadSearchIndex, type SearchIndexService, type SiteSearchIndex } from '@healthsite/blocks/chrome';

const loaded = new Map<string, Promise<SiteSearchIndex>>();

/** `/api/search-index/de-DE?v=<version>`: versioned, so the response may be cached for good. */
export function searchIndexUrl(locale: string, version: string): string {
  return `/api/search-index/${encodeURIComponent(locale)}?v=${encodeURIComponent(version)}`;
}

export function searchServiceFor(locale: string, version: string): SearchIndexService {
  return {
    loadIndex() {
      const url = searchIndexUrl(locale, version);
      let index = loaded.get(url);
      if (!index) {
        index = fetch(url, { headers: { Accept: 'application/json' } })
          .then((response) => {
            if (!response.ok) throw new Error(`search index: status ${response.status}`);
            return response.text();
          })
          .then((json) => loadSearchIndex(json));
        // A failed load may be retried on the next opening.
        index.catch(() => loaded.delete(url));
        loaded.set(url, index);
      }
      return index;
    },
  };
}
