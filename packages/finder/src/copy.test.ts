import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  builtInLocales as locales,
  finderCopy,
  resultSentence,
  resultSentenceFor,
  type FinderCopy,
} from './copy';
import { createFinderState, finderReducer } from './state';
import { fixtureCatalogue } from './__fixtures__/catalogue';

describe('finderCopy', () => {
  it('has the specification’s German strings word for word', () => {
    const de = finderCopy['de-DE'];
    expect(de).toMatchObject({
      headline: 'Apotheken finden',
      targetLocal: 'In der Nähe',
      targetOnline: 'Online Apotheken',
      productPlaceholder: 'Produkt auswählen',
      variantPlaceholder: 'Variante auswählen',
      postcodePlaceholder: 'Postleitzahl eingeben',
      submit: 'Suchen',
      adjustSearch: 'Suche anpassen',
      directions: 'Route planen',
      toShop: 'Zum Shop',
    });
  });

  it('has every key, non-empty, in every locale, with the same placeholders', () => {
    const keys = Object.keys(finderCopy['de-DE']) as (keyof FinderCopy)[];
    for (const locale of locales) {
      expect(Object.keys(finderCopy[locale]).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect(finderCopy[locale][key].trim(), `${locale}.${key}`).not.toBe('');
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(finderCopy[locale][key]), `${locale}.${key}`).toEqual(
          placeholders(finderCopy['de-DE'][key]),
        );
      }
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('{a} und {b} und {c}', { a: 1, b: 'x' })).toBe('1 und x und {c}');
    expect(fillPlaceholders('{km} km', { km: 15 })).toBe('15 km');
  });
});

describe('resultSentence', () => {
  const brand = 'LUMEDRA®';
  it.each([
    [
      { target: 'local', count: 0 },
      'Leider konnten wir keine passenden Apotheken in Ihrer Nähe finden. Sie können aber gerne unsere LUMEDRA® Produkte über eine Online-Apotheke bestellen.',
    ],
    [
      { target: 'local', count: 0, product: 'LUMEDRA CARE' },
      'Leider konnten wir keine passenden Apotheken in Ihrer Nähe finden. Sie können aber gerne unser Produkt LUMEDRA CARE über eine Online-Apotheke bestellen.',
    ],
    [
      { target: 'local', count: 3, zip: '10115' },
      'Ihr Suchergebnis für unsere LUMEDRA® Produkte in der Nähe von 10115',
    ],
    [
      { target: 'local', count: 3, zip: '10115', product: 'LUMEDRA GEL' },
      'Ihr Suchergebnis für LUMEDRA GEL in der Nähe von 10115',
    ],
    [{ target: 'online', count: 2 }, 'Ihr Suchergebnis für unsere LUMEDRA® Produkte in Online-Apotheken.'],
    [
      { target: 'online', count: 2, product: 'LUMEDRA GEL' },
      'Ihr Suchergebnis für LUMEDRA GEL in Online-Apotheken.',
    ],
  ] as const)('de-DE %j', (input, expected) => {
    expect(resultSentence({ ...input, brand, copy: finderCopy['de-DE'] })).toBe(expected);
  });

  it('speaks the copy it is given, with the brand it is given', () => {
    const en = finderCopy.en;
    expect(
      resultSentence({
        target: 'local',
        count: 1,
        zip: '10115',
        product: 'SISTER CARE',
        brand: 'SISTER',
        copy: en,
      }),
    ).toBe('Your search results for SISTER CARE near 10115');
    expect(resultSentence({ target: 'online', count: 1, brand: 'SISTER', copy: en })).toBe(
      'Your search results for our SISTER products in online pharmacies.',
    );
    const fr = { ...en, onlineResults: 'Vos résultats pour nos produits {brand} en pharmacie en ligne.' };
    expect(resultSentence({ target: 'online', count: 1, brand: 'SISTER', copy: fr })).toBe(
      'Vos résultats pour nos produits SISTER en pharmacie en ligne.',
    );
  });

  it('leaves no placeholder behind', () => {
    for (const locale of locales)
      for (const target of ['local', 'online'] as const)
        for (const count of [0, 1])
          for (const product of [undefined, 'LUMEDRA CARE'])
            expect(
              resultSentence({ target, count, product, zip: '10115', brand, copy: finderCopy[locale] }),
            ).not.toMatch(/[{}[\]]/);
  });

  it('follows the state: product and postcode of the answered search', () => {
    const reduce = finderReducer(fixtureCatalogue);
    let s = createFinderState(fixtureCatalogue, { preselectProductName: 'exempla gel' });
    s = reduce(s, { type: 'setZip', zip: '10115' });
    s = reduce(s, { type: 'submit' });
    s = reduce(s, { type: 'localResults', id: s.search!.id, results: [] });
    expect(resultSentenceFor(s, finderCopy['de-DE'], fixtureCatalogue.brand)).toBe(
      'Leider konnten wir keine passenden Apotheken in Ihrer Nähe finden. Sie können aber gerne unser Produkt EXEMPLA GEL über eine Online-Apotheke bestellen.',
    );
  });
});
