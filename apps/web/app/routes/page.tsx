// The one content route: every public path resolves to a page from the content service.
// Mounted four times in routes.ts (/en, /en/*, index, *); the locale comes from the URL prefix.
import { useMemo } from 'react';
import { data, useLocation } from 'react-router';
import { PageRenderer, SiteLayout } from '@healthsite/blocks';
import type { Route } from './+types/page';
import { resolvePage } from '../page.server';
import { searchServiceFor } from '../search-service';

export async function loader({ url }: Route.LoaderArgs) {
  // `url` is the normalised location (no `.data` suffix for client navigations); not request.url.
  const result = await resolvePage(url.pathname);
  switch (result.kind) {
    case 'page':
      return data(result.view, { status: result.status });
    case 'not-found':
      // No /404 content page in this locale: the generic error page with the spec's message.
      throw data({ message: result.message }, { status: 404 });
    case 'unavailable':
      throw data({ message: result.message }, { status: 503 });
  }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { title, description, canonical, alternates, noindex } = loaderData.head;
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
    ...alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hrefLang, href: a.href })),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, locale, chrome } = loaderData;
  const location = useLocation();
  const searchService = useMemo(
    () => searchServiceFor(locale, chrome.contentVersion),
    [locale, chrome.contentVersion],
  );
  // The pharmacy-finder slot (renderFinder) stays empty until the finder modal is wired in.
  return (
    <SiteLayout
      definition={chrome.definition}
      page={page}
      locale={locale}
      currentPath={chrome.path}
      alternates={chrome.languageLinks}
      searchService={searchService}
      locationKey={location.key}
    >
      <PageRenderer page={page} locale={locale} />
    </SiteLayout>
  );
}
