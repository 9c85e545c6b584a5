// The site search: one MiniSearch index per content version and locale. The server builds and
// serialises it (buildSearchIndex + JSON.stringify); the browser loads it (loadSearchIndex) and
// searches locally (searchSite). Both sides MUST use the same options, which is why they live
// here, in plain functions without React.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchDocument } from '@healthsite/content-client';

/** One hit of the site search, deduplicated by path. */
export interface SiteSearchResult {
  path: string;
  title: string;
  excerpt: string;
  score: number;
}

interface IndexedDocument {
  id: number;
  path: string;
  title: string;
  text: string;
  excerpt: string;
  /** 1 for a page's own document (seo title and description), 0 for a block's. */
  page: 0 | 1;
}

const UMLAUTS: Record<string, [single: string, double: string]> = {
  ä: ['a', 'ae'],
  ö: ['o', 'oe'],
  ü: ['u', 'ue'],
};

/**
 * A term in lower case with German letters folded: ä → a, ö → o, ü → u, ß → ss, other accents
 * removed. `Lidränder` becomes `lidrander`.
 */
export function foldTerm(term: string): string {
  return term
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[äöü]/g, (c) => UMLAUTS[c]![0])
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * The terms a word is indexed under: its folded form and, for a word with umlauts, also the
 * transcribed form (ä → ae), so `Lidrander` and `Lidraender` both find `Lidränder`.
 */
export function indexTerms(term: string): string[] {
  const lower = term.toLowerCase();
  const folded = foldTerm(lower);
  if (!/[äöü]/.test(lower)) return folded ? [folded] : [];
  const transcribed = foldTerm(lower.replace(/[äöü]/g, (c) => UMLAUTS[c]![1]));
  return [folded, transcribed];
}

/** Words of a text: split on anything that is not a letter or a digit. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const EXCERPT_LENGTH = 140;
const PAGE_BOOST = 3;
/** How much a page's further matching documents add to its best one. */
const MORE_HITS_WEIGHT = 0.25;

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).trimEnd()} …`;
}

/** How a visitor's query is matched: every word must match, as a prefix, with typos forgiven. */
const searchOptions: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  combineWith: 'AND',
  boost: { title: 2 },
  // Whole words count more than completions and typo matches.
  weights: { fuzzy: 0.2, prefix: 0.3 },
  // A page whose own title and description match is a better answer than a page mentioning it.
  boostDocument: (_id, _term, stored) => (stored?.page === 1 ? PAGE_BOOST : 1),
  processTerm: (term) => foldTerm(term) || null,
};

/** The MiniSearch options of the index; the server and the browser use exactly these. */
const searchIndexOptions: Options<IndexedDocument> = {
  idField: 'id',
  fields: ['title', 'text'],
  storeFields: ['path', 'title', 'excerpt', 'page'],
  tokenize,
  processTerm: (term) => indexTerms(term),
  searchOptions,
};

/**
 * Builds the index of a locale's search documents (content-client `searchDocuments(locale)`, which
 * lists each page's own document first, then its blocks').
 */
export function buildSearchIndex(documents: readonly SearchDocument[]): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>(searchIndexOptions);
  let previousPage: string | undefined;
  index.addAll(
    documents.map((doc, id) => {
      const pagePath = doc.path.split('#')[0];
      const page = pagePath !== previousPage && !doc.path.includes('#') ? 1 : 0;
      previousPage = pagePath;
      return { id, path: doc.path, title: doc.title, text: doc.text, excerpt: excerptOf(doc.text), page };
    }),
  );
  return index;
}

/** The JSON the app serves at its search-index route. */
export function serializeSearchIndex(index: MiniSearch<IndexedDocument>): string {
  return JSON.stringify(index);
}

/** Restores an index serialised by {@link serializeSearchIndex} (JSON text or the parsed object). */
export function loadSearchIndex(json: string | object): SiteSearchIndex {
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  return MiniSearch.loadJSON<IndexedDocument>(text, searchIndexOptions);
}

export type SiteSearchIndex = MiniSearch<IndexedDocument>;

/** A loaded site search: at most `limit` results for `query`, best first (what the flyout calls). */
export type SiteSearch = (query: string, limit?: number) => SiteSearchResult[];

/** The search over an index, for `SearchIndexService.loadSearch`. */
export function siteSearchOf(index: SiteSearchIndex): SiteSearch {
  return (query, limit) => searchSite(index, query, limit);
}

/**
 * Searches the index; one result per page (the path without `#anchor`), linking to its best
 * document and scored by it plus a quarter of its other matches (a page about the query mentions
 * it in several blocks), with a bonus for the whole query in its address or at the start of a
 * title. At most `limit` results.
 */
export function searchSite(index: SiteSearchIndex, query: string, limit = 8): SiteSearchResult[] {
  const words = tokenize(query).map(foldTerm).filter(Boolean);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const slug = words.join('-');
  const byPage = new Map<string, SiteSearchResult>();
  for (const hit of index.search(query)) {
    const path = hit.path as string;
    const title = hit.title as string;
    const page = path.split('#')[0]!;
    const score = hit.score * phraseBonus(title, page, phrase, slug);
    const found = byPage.get(page);
    if (!found) {
      byPage.set(page, { path, title, excerpt: (hit.excerpt as string) ?? '', score });
    } else if (score > found.score) {
      byPage.set(page, {
        path,
        title,
        excerpt: (hit.excerpt as string) ?? '',
        score: score + found.score * MORE_HITS_WEIGHT,
      });
    } else {
      found.score += score * MORE_HITS_WEIGHT;
    }
  }
  return [...byPage.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * The query as a whole is a stronger signal than its words: a page whose address is the query
 * (`/trockene-augen` for "Trockene Augen") or a title that starts with it ranks higher.
 */
function phraseBonus(title: string, page: string, phrase: string, slug: string): number {
  let bonus = 1;
  const lastSegment = foldTerm(page.slice(page.lastIndexOf('/') + 1));
  if (lastSegment === slug) bonus *= 2;
  if (tokenize(title).map(foldTerm).join(' ').startsWith(phrase)) bonus *= 1.5;
  return bonus;
}
