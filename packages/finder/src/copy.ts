import type { FinderState, Target } from './state';

/** A locale code (`de-DE`, `en`, `fr`, …). */
export type Locale = string;

/** The locales whose finder copy ships with the package; a site adds others (see ./react). */
export const builtInLocales = ['de-DE', 'en'] as const;

/** Every string of the finder UI. Placeholders: `{brand}`, `{product}`, `{zip}`, `{km}`. */
export interface FinderCopy {
  headline: string;
  close: string;
  homeLinkLabel: string;
  targetLocal: string;
  targetOnline: string;
  productLabel: string;
  productPlaceholder: string;
  variantLabel: string;
  variantPlaceholder: string;
  distanceLabel: string;
  /** One distance option, `{km}` the number. */
  distanceOption: string;
  postcodeLabel: string;
  postcodePlaceholder: string;
  postcodeError: string;
  submit: string;
  adjustSearch: string;
  directions: string;
  callLabel: string;
  toShop: string;
  noLocalResults: string;
  noLocalResultsWithProduct: string;
  localResults: string;
  localResultsWithProduct: string;
  onlineResults: string;
  onlineResultsWithProduct: string;
  /** Not in the specification: an online search that no shop can answer. */
  noOnlineResults: string;
  noOnlineResultsWithProduct: string;
  mapConsentText: string;
  mapConsentButton: string;
}

const de: FinderCopy = {
  headline: 'Apotheken finden',
  close: 'Schließen',
  homeLinkLabel: 'Zur Startseite',
  targetLocal: 'In der Nähe',
  targetOnline: 'Online Apotheken',
  productLabel: 'Produkt',
  productPlaceholder: 'Produkt auswählen',
  variantLabel: 'Variante',
  variantPlaceholder: 'Variante auswählen',
  distanceLabel: 'Umkreis',
  distanceOption: '{km} km',
  postcodeLabel: 'Postleitzahl',
  postcodePlaceholder: 'Postleitzahl eingeben',
  postcodeError: 'Bitte geben Sie eine gültige Postleitzahl mit fünf Ziffern ein, zum Beispiel 10115.',
  submit: 'Suchen',
  adjustSearch: 'Suche anpassen',
  directions: 'Route planen',
  callLabel: 'Anrufen',
  toShop: 'Zum Shop',
  noLocalResults:
    'Leider konnten wir keine passenden Apotheken in Ihrer Nähe finden. Sie können aber gerne unsere {brand} Produkte über eine Online-Apotheke bestellen.',
  noLocalResultsWithProduct:
    'Leider konnten wir keine passenden Apotheken in Ihrer Nähe finden. Sie können aber gerne unser Produkt {product} über eine Online-Apotheke bestellen.',
  localResults: 'Ihr Suchergebnis für unsere {brand} Produkte in der Nähe von {zip}',
  localResultsWithProduct: 'Ihr Suchergebnis für {product} in der Nähe von {zip}',
  onlineResults: 'Ihr Suchergebnis für unsere {brand} Produkte in Online-Apotheken.',
  onlineResultsWithProduct: 'Ihr Suchergebnis für {product} in Online-Apotheken.',
  noOnlineResults: 'Leider konnten wir keine Online-Apotheke finden, die unsere {brand} Produkte führt.',
  noOnlineResultsWithProduct: 'Leider konnten wir keine Online-Apotheke finden, die {product} führt.',
  mapConsentText:
    'Die Karte wird von einem externen Kartendienst geladen. Dabei werden Ihre IP-Adresse und technische Daten Ihres Browsers an diesen Anbieter übertragen. Mit „Karte laden“ stimmen Sie dem zu; die Liste der Apotheken sehen Sie auch ohne Karte.',
  mapConsentButton: 'Karte laden',
};

const en: FinderCopy = {
  headline: 'Find a pharmacy',
  close: 'Close',
  homeLinkLabel: 'To the home page',
  targetLocal: 'Nearby',
  targetOnline: 'Online pharmacies',
  productLabel: 'Product',
  productPlaceholder: 'Select a product',
  variantLabel: 'Variant',
  variantPlaceholder: 'Select a variant',
  distanceLabel: 'Radius',
  distanceOption: '{km} km',
  postcodeLabel: 'Postcode',
  postcodePlaceholder: 'Enter postcode',
  postcodeError: 'Please enter a valid five-digit postcode, for example 10115.',
  submit: 'Search',
  adjustSearch: 'Refine search',
  directions: 'Get directions',
  callLabel: 'Call',
  toShop: 'Go to shop',
  noLocalResults:
    'Unfortunately we could not find a suitable pharmacy near you. You are welcome to order our {brand} products from an online pharmacy.',
  noLocalResultsWithProduct:
    'Unfortunately we could not find a suitable pharmacy near you. You are welcome to order our product {product} from an online pharmacy.',
  localResults: 'Your search results for our {brand} products near {zip}',
  localResultsWithProduct: 'Your search results for {product} near {zip}',
  onlineResults: 'Your search results for our {brand} products in online pharmacies.',
  onlineResultsWithProduct: 'Your search results for {product} in online pharmacies.',
  noOnlineResults: 'Unfortunately we could not find an online pharmacy that sells our {brand} products.',
  noOnlineResultsWithProduct: 'Unfortunately we could not find an online pharmacy that sells {product}.',
  mapConsentText:
    'The map is loaded from an external map service, which receives your IP address and technical details of your browser. By choosing “Load map” you agree to this; the list of pharmacies is available without the map.',
  mapConsentButton: 'Load map',
};

/** The built-in finder copy per locale; German is the specification's text word for word. */
export const finderCopy: Readonly<Record<(typeof builtInLocales)[number], Readonly<FinderCopy>>> =
  Object.freeze({
    'de-DE': Object.freeze(de),
    en: Object.freeze(en),
  });

/** Replaces `{name}` placeholders; unknown placeholders stay as they are. */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

export interface ResultSentenceInput {
  target: Target;
  /** Plain product name (e.g. `LUMEDRA CARE`); the brand-wide sentence is used without one. */
  product?: string | null | undefined;
  /** Searched postcode (local only). */
  zip?: string | null | undefined;
  /** Number of results; 0 gives the no-result sentence. */
  count: number;
  /** The brand's registered name (`[brand]`): the catalogue's `brand`. */
  brand: string;
  /** The finder copy of the reader's locale (`finderCopy['de-DE']`, or a site's). */
  copy: Readonly<FinderCopy>;
}

/** The sentence that replaces the form after a search (spec §8). */
export function resultSentence(input: ResultSentenceInput): string {
  const { copy } = input;
  const product = input.product?.trim() ? input.product.trim() : undefined;
  const values = { brand: input.brand, product: product ?? '', zip: input.zip ?? '' };
  let template: string;
  if (input.target === 'local') {
    if (input.count > 0) template = product ? copy.localResultsWithProduct : copy.localResults;
    else template = product ? copy.noLocalResultsWithProduct : copy.noLocalResults;
  } else if (input.count > 0) {
    template = product ? copy.onlineResultsWithProduct : copy.onlineResults;
  } else {
    template = product ? copy.noOnlineResultsWithProduct : copy.noOnlineResults;
  }
  return fillPlaceholders(template, values);
}

/** The result sentence for the current mode's newest answered search (after a submit). */
export function resultSentenceFor(state: FinderState, copy: Readonly<FinderCopy>, brand: string): string {
  const slot = state.target === 'local' ? state.local : state.online;
  const query = slot.query ?? slot.requestQuery;
  return resultSentence({
    target: state.target,
    product: query?.product,
    zip: query?.zip,
    count: slot.results.length,
    brand,
    copy,
  });
}
