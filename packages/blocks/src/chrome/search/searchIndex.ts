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

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).trimEnd()} …`;
}

/** How a visitor's query is matched: every word must match, as a prefix, with typos forgiven. */
export const searchOptions: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  combineWith: 'AND',
  boost: { title: 2 },
  processTerm: (term) => foldTerm(term) || null,
};

/** The MiniSearch options of the index; the server and the browser use exactly these. */
export const searchIndexOptions: Options<IndexedDocument> = {
  idField: 'id',
  fields: ['title', 'text'],
  storeFields: ['path', 'title', 'excerpt'],
  tokenize,
  processTerm: (term) => indexTerms(term),
  searchOptions,
};

/** Builds the index of a locale's search documents (content-client `searchDocuments(locale)`). */
export function buildSearchIndex(documents: readonly SearchDocument[]): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>(searchIndexOptions);
  index.addAll(
    documents.map((doc, id) => ({
      id,
      path: doc.path,
      title: doc.title,
      text: doc.text,
      excerpt: excerptOf(doc.text),
    })),
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

/** Searches the index; one result per path (the best), at most `limit`. */
export function searchSite(index: SiteSearchIndex, query: string, limit = 8): SiteSearchResult[] {
  if (!query.trim()) return [];
  const results: SiteSearchResult[] = [];
  const seen = new Set<string>();
  for (const hit of index.search(query)) {
    const path = hit.path as string;
    if (seen.has(path)) continue;
    seen.add(path);
    results.push({
      path,
      title: hit.title as string,
      excerpt: (hit.excerpt as string) ?? '',
      score: hit.score,
    });
    if (results.length >= limit) break;
  }
  return results;
}
