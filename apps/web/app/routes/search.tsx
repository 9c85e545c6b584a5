// The search page of each locale, /suche?q=… and /en/search?q=…: the flyout's index and ranking,
// rendered on the server (title, matching snippet, link), so it works without JavaScript. The
// chrome is the locale's home page's. Result pages are for visitors, not for search engines.
import { useEffect, useState } from 'react';
import { data, useLocation } from 'react-router';
import type { SearchPageResult } from '@healthsite/blocks/search-page';
import { SearchResultsPage, searchPageCopy } from '@healthsite/blocks/search-page';
import type { Route } from './+types/search';
import { resolvePage } from '../page.server';
import { contentClient } from '../content.server';
import { searchResults } from '../search-index.server';
import { ChromeLayout } from '../chrome-layout';
import { searchServiceFor } from '../search-service';
import { config } from '../config.server';
import { apofinderSlot } from '../finder/Apofinder';
import { FINDER_PROXY_PATH } from '../../lib/finder-proxy.ts';
import { ENGLISH, GERMAN, SEARCH_PATHS, localeOfPath } from '../locale';

/** Longer queries are cut: nobody types more, and the index's work grows with the words. */
const MAX_QUERY_LENGTH = 200;

export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const home = locale.prefix || '/';
  const resolved = await resolvePage(home);
  if (resolved.kind !== 'page')
    throw data(
      { message: resolved.kind === 'unavailable' ? resolved.message : 'not found' },
      { status: 503 },
    );
  const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const results = query.trim() ? await searchResults(contentClient(), locale.code, query.trim()) : [];
  const { view } = resolved;
  const path = SEARCH_PATHS[locale.code];
  return data(
    {
      query,
      results,
      path,
      locale: view.locale,
      chrome: {
        ...view.chrome,
        path,
        // The language selector leads to the other locale's search page.
        languageLinks: [GERMAN, ENGLISH].map((l) => ({
          hreflang: l.iso,
          locale: l.code,
          path: SEARCH_PATHS[l.code],
        })),
      },
      page: { ...view.page, content: [] },
      finder: { endpoint: FINDER_PROXY_PATH, mapStyleUrl: config.mapStyleUrl },
    },
    {
      headers: {
        'X-Robots-Tag': 'noindex',
        // Any query is a new URL, and a CDN told to ignore query strings for pages would hand one
        // query's answer to the next: the search page stays out of shared caches altogether.
        'Cache-Control': 'private, max-age=0',
      },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const copy = searchPageCopy[loaderData.locale];
  const brand = loaderData.chrome.definition.brand.name;
  const query = loaderData.query.trim();
  return [
    { title: query ? `${copy.title}: ${query} – ${brand}` : `${copy.title} – ${brand}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * A static host serves the search page without its query (it ignores `?q=`): there the browser
 * searches the exported index itself, with the same engine, and shows what the server would have.
 */
function useStaticHostResults(
  served: { query: string; results: SearchPageResult[] },
  locale: 'de-DE' | 'en',
  version: string,
) {
  const { search } = useLocation();
  const wanted = new URLSearchParams(search).get('q') ?? '';
  const [found, setFound] = useState<{ query: string; results: SearchPageResult[] }>();
  const needed = wanted.trim() !== '' && wanted !== served.query;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void Promise.all([
      searchServiceFor(locale, version).loadSearch(),
      import('@healthsite/blocks/search'),
    ]).then(
      ([siteSearch, { snippetOf, SEARCH_PAGE_LIMIT }]) => {
        if (!current) return;
        const results = siteSearch(wanted.trim(), SEARCH_PAGE_LIMIT).map((result) => ({
          path: result.path,
          title: result.title,
          snippet: snippetOf(result.excerpt, wanted.trim()),
        }));
        setFound({ query: wanted, results });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed, wanted, locale, version]);
  return needed && found?.query === wanted ? found : served;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { path, locale, chrome, page, finder } = loaderData;
  const { query, results } = useStaticHostResults(loaderData, locale, chrome.contentVersion);
  return (
    <ChromeLayout
      chrome={chrome}
      page={page}
      locale={locale}
      currentPath={path}
      renderFinder={apofinderSlot({ locale, brand: chrome.definition.brand, finder, theme: page.theme })}
    >
      {/* A new query is a new page: the field starts with it (key), not with the last one typed. */}
      <SearchResultsPage key={query} query={query} results={results} action={path} locale={locale} />
    </ChromeLayout>
  );
}
