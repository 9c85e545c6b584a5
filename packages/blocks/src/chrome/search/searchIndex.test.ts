import { describe, expect, it } from 'vitest';
import { englishSearchDocuments, germanSearchDocuments } from './fixtures';
import {
  buildSearchIndex,
  foldTerm,
  indexTerms,
  loadSearchIndex,
  searchPageResults,
  searchSite,
  serializeSearchIndex,
  snippetOf,
  tokenize,
  type SnippetPart,
} from './searchIndex';

const paths = (query: string, index = buildSearchIndex(germanSearchDocuments)) =>
  searchSite(index, query).map((r) => r.path);

describe('foldTerm and indexTerms', () => {
  it('lower-cases and folds umlauts and ß', () => {
    expect(foldTerm('Lidränder')).toBe('lidrander');
    expect(foldTerm('Größe')).toBe('grosse');
    expect(foldTerm('Café')).toBe('cafe');
  });
  it('indexes a word with umlauts under both spellings', () => {
    expect(indexTerms('Lidränder')).toEqual(['lidrander', 'lidraender']);
    expect(indexTerms('Müde')).toEqual(['mude', 'muede']);
    expect(indexTerms('Augen')).toEqual(['augen']);
  });
  it('tokenizes on anything but letters and digits', () => {
    expect(tokenize('Brennen, Jucken – 0,2 % Natrium-hyaluronat')).toEqual([
      'Brennen',
      'Jucken',
      '0',
      '2',
      'Natrium',
      'hyaluronat',
    ]);
  });
});

describe('searchSite', () => {
  it('finds the dry-eyes page whatever the case', () => {
    expect(paths('trockene augen')[0]).toBe('/trockene-augen');
    expect(paths('Trockene Augen')[0]).toBe('/trockene-augen');
  });
  it('matches umlauts typed as a, as ae and as ä', () => {
    for (const q of ['Lidrander', 'Lidraender', 'Lidränder', 'lidr']) {
      expect(paths(q), q).toContain('/trockene-augen#symptome');
      expect(paths(q), q).toContain('/produkte/night');
    }
  });
  it('folds ß to ss', () => {
    expect(paths('grosse')).toContain('/faq');
    expect(paths('Größe')).toContain('/faq');
  });
  it('matches prefixes and forgives a typo', () => {
    expect(paths('kontakt')).toContain('/ratgeber/kontaktlinsen');
    expect(paths('kontaktlinssen')).toContain('/ratgeber/kontaktlinsen');
  });
  it('requires every word and returns one result per page', () => {
    expect(paths('heizungsluft augentropfen')).toEqual([]);
    const pages = paths('augen').map((p) => p.split('#')[0]);
    expect(new Set(pages).size).toBe(pages.length);
  });
  it('returns nothing for an empty query or an unknown word', () => {
    expect(paths('   ')).toEqual([]);
    expect(paths('xylophon')).toEqual([]);
  });
  it('gives title, excerpt and score', () => {
    const [first] = searchSite(buildSearchIndex(germanSearchDocuments), 'care');
    expect(first).toMatchObject({ path: '/produkte/care', title: 'LUMEDRA CARE' });
    expect(first!.excerpt).toContain('Hyaluron');
  });
  it('limits the number of results', () => {
    expect(searchSite(buildSearchIndex(germanSearchDocuments), 'augen', 2)).toHaveLength(2);
  });
  it('searches English documents', () => {
    expect(paths('dry eyes', buildSearchIndex(englishSearchDocuments))[0]).toBe('/en/dry-eyes');
  });
});

describe('ranking', () => {
  it('puts the page whose address is the query before pages that mention it more often', () => {
    const docs = [
      { path: '/ratgeber/kontaktlinsen', title: 'Kontaktlinsen und trockene Augen', text: 'Trockene Augen.' },
      {
        path: '/ratgeber/kontaktlinsen#a',
        title: 'Trockene Augen mit Linsen',
        text: 'Trockene Augen, trockene Augen.',
      },
      { path: '/ratgeber/kontaktlinsen#b', title: 'Wenn Augen trockene Luft spüren', text: 'trockene Augen' },
      {
        path: '/trockene-augen',
        title: 'Trockene Augen – Ursachen, Symptome und was wirklich hilft | LUMEDRA',
        text: 'Brennen, Jucken, Fremdkörpergefühl: was hinter trockenen Augen steckt.',
      },
    ];
    expect(paths('trockene augen', buildSearchIndex(docs))[0]).toBe('/trockene-augen');
  });
  it('counts a page once, linking to its best document', () => {
    const results = searchSite(buildSearchIndex(germanSearchDocuments), 'trockene augen');
    expect(results.filter((r) => r.path.startsWith('/trockene-augen'))).toHaveLength(1);
  });
});

describe('serialisation', () => {
  it('a serialised and loaded index answers like the original', () => {
    const index = buildSearchIndex(germanSearchDocuments);
    const json = serializeSearchIndex(index);
    const loaded = loadSearchIndex(json);
    for (const q of ['trockene augen', 'Lidraender', 'grosse', 'kontakt']) {
      expect(searchSite(loaded, q)).toEqual(searchSite(index, q));
    }
    expect(searchSite(loadSearchIndex(JSON.parse(json) as object), 'care')[0]?.path).toBe('/produkte/care');
  });
});

const marked = (parts: SnippetPart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

describe('snippetOf', () => {
  const text =
    'Trockene Augen haben viele Ursachen. Wer lange auf Bildschirme schaut, blinzelt seltener. ' +
    'Im Winter trocknet Heizungsluft die Augen aus, und die Lidränder können sich entzünden. ' +
    'Befeuchtende Augentropfen helfen schnell.';

  it('marks every word the query matches, folded as the search folds (umlauts, prefixes)', () => {
    expect(marked(snippetOf('Die Lidränder pflegen.', 'lidrander'))).toBe('Die [Lidränder] pflegen.');
    expect(marked(snippetOf('Die Lidränder pflegen.', 'lidraender'))).toBe('Die [Lidränder] pflegen.');
    expect(marked(snippetOf('Große Flaschen', 'grosse'))).toBe('[Große] Flaschen');
    expect(marked(snippetOf('Augen und Augentropfen', 'augen'))).toBe('[Augen] und [Augentropfen]');
  });

  it('starts shortly before the first match in a long text, cut at words with an ellipsis', () => {
    const snippet = marked(snippetOf(text, 'lidränder', 120));
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet).toContain('[Lidränder]');
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(120 + 6);
    expect(snippet).not.toMatch(/… \S*[a-z]\[/); // never starts mid-word
  });

  it('shows the beginning when only a typo matched, and the whole of a short text', () => {
    expect(marked(snippetOf('Kurzer Text.', 'kurzr'))).toBe('Kurzer Text.');
    expect(marked(snippetOf(text, 'zzz', 40))).toBe('Trockene Augen haben viele Ursachen. Wer …');
  });
});

describe('searchPageResults', () => {
  it('gives the flyout’s results with a snippet from the full text of the matching document', () => {
    const index = buildSearchIndex(germanSearchDocuments);
    const results = searchPageResults(index, germanSearchDocuments, 'lidränder');
    expect(results.map((r) => r.path)).toEqual(searchSite(index, 'lidränder', 20).map((r) => r.path));
    for (const result of results) expect(result.snippet.some((part) => part.match)).toBe(true);
  });
});
