// `@healthsite/blocks/search`: the site search engine (MiniSearch). Build and serialise the index on
// the server; in the browser, load it when the search flyout first opens (a dynamic import).
export {
  buildSearchIndex,
  serializeSearchIndex,
  loadSearchIndex,
  searchSite,
  siteSearchOf,
  searchPageResults,
  snippetOf,
  SEARCH_PAGE_LIMIT,
  type SearchPageResult,
  type SnippetPart,
  type SiteSearch,
  type SiteSearchIndex,
  type SiteSearchResult,
} from './search/searchIndex';
