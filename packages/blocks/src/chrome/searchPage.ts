// `@healthsite/blocks/search-page`: the site search as a page of its own (server-rendered results,
// a plain GET form that works without JavaScript). An entry of its own: only the search page loads it.
export { SearchResultsPage, type SearchResultsPageProps } from './search/SearchResultsPage';
export { searchPageCopy, searchPageCopyFor, type SearchPageCopy } from './search/searchPageCopy';
export type { SearchPageResult, SnippetPart } from './search/searchIndex';
