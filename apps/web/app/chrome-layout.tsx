// The site chrome around a route's body: SiteLayout with the chrome the loader resolved
// (page.server), the locale's search index, and the router's location key (the chrome's dialogs
// close on a navigation). Used by the content pages and the newsletter's link pages.
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  SiteLayout,
  type LegalTextItem,
  type LegalTextsSource,
  type SiteLayoutProps,
} from '@healthsite/blocks/chrome';
import type { ChromeView } from './page.server';
import { searchServiceFor } from './search-service';
import { versionedResource } from './versioned-resource';
import { searchPathOf } from './locale';

export interface ChromeLayoutProps extends Pick<
  SiteLayoutProps,
  'page' | 'locale' | 'renderFinder' | 'notice'
> {
  chrome: ChromeView;
  /** Public path of the current page. */
  currentPath: string;
  children: ReactNode;
}

/** One source per locale and content version (see legalTextsSourceFor). */
const legalSources = new Map<string, LegalTextsSource>();

/**
 * The legal texts as SiteLayout loads them: the page carries the products, the texts load with the
 * legal modal (routes/legal-texts.ts). The products are the same for a locale and content version,
 * though each navigation's route data brings a new array: one source per locale and version keeps
 * the modal (and SiteLayout's state of it) the same across client navigations.
 */
export function legalTextsSourceFor(
  locale: string,
  version: string,
  products: LegalTextsSource['products'],
): LegalTextsSource {
  const key = `${locale} ${version}`;
  let source = legalSources.get(key);
  if (!source) {
    source = {
      products,
      load: () =>
        versionedResource('legal-texts', locale, version, (json) => JSON.parse(json) as LegalTextItem[]),
    };
    // A long-running server sees a new content version now and then: only the latest few are kept.
    if (legalSources.size >= 8) legalSources.clear();
    legalSources.set(key, source);
  }
  return source;
}

export function ChromeLayout({
  chrome,
  page,
  locale,
  currentPath,
  renderFinder,
  notice,
  children,
}: ChromeLayoutProps) {
  const location = useLocation();
  const searchService = useMemo(
    () => searchServiceFor(locale, chrome.contentVersion),
    [locale, chrome.contentVersion],
  );
  const legalTexts = legalTextsSourceFor(locale, chrome.contentVersion, chrome.legalProducts);
  return (
    <SiteLayout
      definition={chrome.definition}
      legalTexts={legalTexts}
      page={page}
      locale={locale}
      currentPath={currentPath}
      alternates={chrome.languageLinks}
      searchService={searchService}
      searchPage={searchPathOf(locale)}
      locationKey={location.key}
      renderFinder={renderFinder}
      notice={notice}
    >
      {children}
    </SiteLayout>
  );
}
