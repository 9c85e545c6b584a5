// The browser side of the legal texts: the page carries the products that have texts; the texts
// load from the app's resource route (routes/legal-texts.ts) with the legal modal's first opening,
// once per locale and content version (the URL carries the version, so it may be cached for good).
import type { LegalProduct, LegalTextItem, LegalTextsSource } from '@healthsite/blocks/chrome';

const sources = new Map<string, LegalTextsSource>();

/** `/api/legal-texts/de-DE?v=<version>`. */
export function legalTextsUrl(locale: string, version: string): string {
  return `/api/legal-texts/${encodeURIComponent(locale)}?v=${encodeURIComponent(version)}`;
}

/**
 * The legal texts of a locale's products, as SiteLayout loads them: one source per locale and
 * content version, so the modal stays the same across client navigations.
 */
export function legalTextsSourceFor(
  locale: string,
  version: string,
  products: readonly LegalProduct[],
): LegalTextsSource {
  const url = legalTextsUrl(locale, version);
  let source = sources.get(url);
  if (!source) {
    let loading: Promise<readonly LegalTextItem[]> | undefined;
    source = {
      products,
      load() {
        loading ??= fetch(url, { headers: { Accept: 'application/json' } }).then(async (response) => {
          if (!response.ok) throw new Error(`legal texts: status ${response.status}`);
          return (await response.json()) as LegalTextItem[];
        });
        // A failed load may be retried on the next opening.
        loading.catch(() => (loading = undefined));
        return loading;
      },
    };
    sources.set(url, source);
  }
  return source;
}
