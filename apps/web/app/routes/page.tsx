// The one content route: every public path resolves to a page from the content service.
// Mounted four times in routes.ts (/en, /en/*, index, *); the locale comes from the URL prefix.
import { data } from 'react-router';
import { PreparedPageRenderer, ServicesProvider } from '@healthsite/blocks/render';
import { lazyHttpServices } from '../services-client';
import type { Route } from './+types/page';
import { config } from '../config.server';
import { resolvePage } from '../page.server';
import { ChromeLayout } from '../chrome-layout';
import { preparePageBlocks } from '../blocks/blocks.server';
import { BlockPreloads } from '../blocks/BlockPreloads';
import { Apofinder } from '../finder/Apofinder';
import { FINDER_PROXY_PATH } from '../../lib/finder-proxy.ts';

export async function loader({ url }: Route.LoaderArgs) {
  // `url` is the normalised location (no `.data` suffix for client navigations); not request.url.
  const result = await resolvePage(url.pathname);
  switch (result.kind) {
    case 'page': {
      // Blocks are validated here, on the server; the browser gets plain block data (no zod) and
      // loads only the chunks of the block types shown (preloaded by <link rel="modulepreload">).
      const { page } = result.view;
      const blocks = await preparePageBlocks(page);
      return data(
        {
          ...result.view,
          page: { ...page, content: [] },
          blocks,
          // The browser searches through this server (/api/finder): the finder service never sees it.
          finder: { endpoint: FINDER_PROXY_PATH, mapStyleUrl: config.mapStyleUrl },
          // Switched off (SERVICES=off), the blocks keep their honest "not available" state.
          servicesEnabled: config.services.enabled,
        },
        { status: result.status, headers: { 'X-Dropped-Blocks': String(blocks.dropped) } },
      );
    }
    case 'not-found':
      // No /404 content page in this locale: the generic error page with the spec's message.
      throw data({ message: result.message }, { status: 404 });
    case 'unavailable':
      throw data({ message: result.message }, { status: 503 });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const dropped = loaderHeaders.get('X-Dropped-Blocks');
  return dropped === null ? new Headers() : new Headers({ 'X-Dropped-Blocks': dropped });
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
  const { page, locale, chrome, finder, blocks, servicesEnabled } = loaderData;
  return (
    <ChromeLayout
      chrome={chrome}
      page={page}
      locale={locale}
      currentPath={chrome.path}
      renderFinder={(slot) => (
        <Apofinder
          {...slot}
          locale={locale}
          brand={chrome.definition.brand.name}
          endpoint={finder.endpoint}
          mapStyleUrl={finder.mapStyleUrl}
          theme={page.theme}
          homeHref={locale === 'en' ? '/en' : '/'}
        />
      )}
    >
      {/* Client navigations: PreparedPageRenderer waits for the new blocks' chunks (the previous
          page stays on screen); first loads are preloaded (loader, entry.client). */}
      <BlockPreloads chunks={blocks.chunks} />
      {servicesEnabled ? (
        <ServicesProvider services={lazyHttpServices}>
          <PreparedPageRenderer page={page} blocks={blocks.blocks} locale={locale} />
        </ServicesProvider>
      ) : (
        <PreparedPageRenderer page={page} blocks={blocks.blocks} locale={locale} />
      )}
    </ChromeLayout>
  );
}
