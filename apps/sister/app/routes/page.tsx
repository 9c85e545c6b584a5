// Every public path: the content page of the path (its locale from the prefix), in the site chrome.
import { useLocation } from 'react-router';
import { SiteLayout } from '@healthsite/blocks/chrome';
import { PreparedPageRenderer } from '@healthsite/blocks/render';
import { Logo } from '../brand/Logo';
import { retailers } from '../brand/brand';
import { loadPage } from '../page.server';
import { Finder } from '../finder/Finder';
import type { Route } from './+types/page';

export function loader({ url }: Route.LoaderArgs) {
  // `url` is the page's location; request.url of a client navigation ends in `.data`.
  return loadPage(url.pathname);
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { page, alternates } = loaderData;
  return [
    { title: page.seo.title },
    ...(page.seo.description ? [{ name: 'description', content: page.seo.description }] : []),
    ...alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hreflang, href: a.path })),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, blocks, locale, path, alternates, definition, legalTexts, locales } = loaderData;
  const location = useLocation();
  return (
    <SiteLayout
      definition={definition}
      legalTexts={legalTexts}
      page={page}
      locale={locale}
      locales={locales}
      currentPath={path}
      alternates={alternates}
      locationKey={location.key}
      logo={<Logo />}
      retailers={retailers}
      renderFinder={(slot) => (
        <Finder
          {...slot}
          locale={locale}
          theme={page.theme}
          homeHref={locales.find((l) => l.code === locale)?.home ?? '/'}
        />
      )}
    >
      <PreparedPageRenderer page={page} blocks={blocks} locale={locale} />
    </SiteLayout>
  );
}
