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
  // The page carries the products; the texts load with the legal modal (routes/legal-texts.ts).
  const legalTexts = useMemo<LegalTextsSource>(
    () => ({
      products: chrome.legalProducts,
      load: () =>
        versionedResource(
          'legal-texts',
          locale,
          chrome.contentVersion,
          (json) => JSON.parse(json) as LegalTextItem[],
        ),
    }),
    [locale, chrome.contentVersion, chrome.legalProducts],
  );
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
