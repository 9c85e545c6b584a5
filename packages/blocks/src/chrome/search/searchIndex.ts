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
  /** The matching document: its position in the documents the index was built from. */
  id: number;
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
    const id = hit.id as number;
    if (!found) {
      byPage.set(page, { path, title, excerpt: (hit.excerpt as string) ?? '', score, id });
    } else if (score > found.score) {
      byPage.set(page, {
        path,
        title,
        excerpt: (hit.excerpt as string) ?? '',
        score: score + found.score * MORE_HITS_WEIGHT,
        id,
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

/** A piece of a snippet; `match` marks a word the query found. */
export interface SnippetPart {
  text: string;
  match?: true;
}

const SNIPPET_LENGTH = 200;
/** How much text a snippet shows before its first match. */
const SNIPPET_LEAD = 60;

/**
 * The part of a text around the first word the query matches (folded as the index folds: `Lidrander`
 * finds `Lidränder`; a query word matches the start of a word, as the search does), at most about
 * `length` characters, cut at word boundaries with `…`, every matching word marked. A text the
 * query matched only by a typo shows its beginning.
 */
export function snippetOf(text: string, query: string, length = SNIPPET_LENGTH): SnippetPart[] {
  const words = tokenize(query)
    .flatMap((word) => indexTerms(word))
    .filter(Boolean);
  const matches: [start: number, end: number][] = [];
  for (const token of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = indexTerms(token[0]);
    if (words.some((word) => folded.some((form) => form.startsWith(word))))
      matches.push([token.index, token.index + token[0].length]);
  }
  let start = 0;
  const first = matches[0];
  if (first && first[0] > SNIPPET_LEAD && text.length > length) {
    start = first[0] - SNIPPET_LEAD;
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first[0] ? space + 1 : first[0];
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const parts: SnippetPart[] = [];
  const push = (piece: string, match?: true) => {
    if (piece) parts.push(match ? { text: piece, match } : { text: piece });
  };
  if (start > 0) push('… ');
  let at = start;
  for (const [from, to] of matches) {
    if (to <= start || from >= end) continue;
    push(text.slice(at, Math.max(at, from)));
    push(text.slice(Math.max(at, from), Math.min(to, end)), true);
    at = Math.min(to, end);
  }
  push(text.slice(at, end));
  if (end < text.length) push(' …');
  return parts;
}

/** A result of the search page: title, link, and the snippet of the matching text. */
export interface SearchPageResult {
  path: string;
  title: string;
  snippet: SnippetPart[];
}

/** How many results the search page shows. */
export const SEARCH_PAGE_LIMIT = 20;

/**
 * The search page's results: the same index and ranking as the flyout, with a snippet of the full
 * text of each result's matching document (`documents`: those the index was built from).
 */
export function searchPageResults(
  index: SiteSearchIndex,
  documents: readonly SearchDocument[],
  query: string,
  limit = SEARCH_PAGE_LIMIT,
): SearchPageResult[] {
  return searchSite(index, query, limit).map((result) => {
    const text = documents[result.id]?.text || result.excerpt;
    return { path: result.path, title: result.title, snippet: snippetOf(text, query) };
  });
}
