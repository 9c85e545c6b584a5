import { describe, expect, it } from 'vitest';
import { chromeDialogCopy } from './dialogCopy';
import { searchPageCopy } from './search/searchPageCopy';

// Both copies write the count themselves (not through Intl.NumberFormat, see dialogCopy.ts): what
// a visitor reads must still be German's grouping, exactly as Intl writes it.
describe('German result counts in the search flyout and on the search page', () => {
  const german = new Intl.NumberFormat('de-DE');

  it.each([0, 2, 999, 1000, 1234, 20000, 1234567])('%i as Intl writes it in de-DE', (count) => {
    expect(chromeDialogCopy['de-DE'].searchResults(count)).toBe(`${german.format(count)} Ergebnisse`);
    expect(searchPageCopy['de-DE'].resultsFor(count, 'augen')).toBe(
      `${german.format(count)} Ergebnisse für „augen“`,
    );
  });

  it('one result in the singular', () => {
    expect(chromeDialogCopy['de-DE'].searchResults(1)).toBe('1 Ergebnis');
    expect(searchPageCopy['de-DE'].resultsFor(1, 'augen')).toBe('1 Ergebnis für „augen“');
  });
});
