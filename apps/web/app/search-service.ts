// The browser side of the site search: on the flyout's first opening, fetches its locale's index
// from the app's resource route (once per content version) and, meanwhile, the search engine
// (MiniSearch, `@healthsite/blocks/search`): neither is part of a page's first load.
import type { SearchIndexService } from '@healthsite/blocks/chrome';
import { versionedResource } from './versioned-resource';

export function searchServiceFor(locale: string, version: string): SearchIndexService {
  return {
    loadSearch() {
      const engine = import('@healthsite/blocks/search');
      return versionedResource('search-index', locale, version, async (json) => {
        const { loadSearchIndex, siteSearchOf } = await engine;
        return siteSearchOf(loadSearchIndex(json));
      });
    },
  };
}
