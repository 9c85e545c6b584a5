// The browser side of the site search: on the flyout's first opening, fetches its locale's index
// from the app's resource route (once per content version) and, meanwhile, the search engine
// (MiniSearch, `@healthsite/blocks/search`): neither is part of a page's first load.
import type { SearchIndexService, SiteSearch } from '@healthsite/blocks/chrome';

const loaded = new Map<string, Promise<SiteSearch>>();

/** `/api/search-index/de-DE?v=<version>`: versioned, so the response may be cached for good. */
function searchIndexUrl(locale: string, version: string): string {
  return `/api/search-index/${encodeURIComponent(locale)}?v=${encodeURIComponent(version)}`;
}

export function searchServiceFor(locale: string, version: string): SearchIndexService {
  return {
    loadSearch() {
      const url = searchIndexUrl(locale, version);
      let search = loaded.get(url);
      if (!search) {
        const index = fetch(url, { headers: { Accept: 'application/json' } }).then((response) => {
          if (!response.ok) throw new Error(`search index: status ${response.status}`);
          return response.text();
        });
        search = Promise.all([index, import('@healthsite/blocks/search')]).then(
          ([json, { loadSearchIndex, siteSearchOf }]) => siteSearchOf(loadSearchIndex(json)),
        );
        // A failed load may be retried on the next opening.
        search.catch(() => loaded.delete(url));
        loaded.set(url, search);
      }
      return search;
    },
  };
}
