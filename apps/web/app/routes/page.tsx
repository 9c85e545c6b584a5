// The one content route: every public path resolves to a page from the content service.
// Mounted four times in routes.ts (/en, /en/*, index, *); the locale comes from the URL prefix.
import { useEffect } from 'react';
import { data } from 'react-router';
import { PreparedPageRenderer, ServicesProvider } from '@healthsite/blocks/render';
import { lazyHttpServices } from '../services-client';
import type { Route } from './+types/page';
import { config } from '../config.server';
import { resolvePage } from '../page.server';
import { contentClient, previewContentClient } from '../content.server';
import { PREVIEW_HEADERS, inPreview, previewView, resolvePreviewPage } from '../preview.server';
import { pageSeo, relatedPagesOf } from '../seo.server';
import {
  documentChunksContext,
  documentViewContext,
  publishedReviewsContext,
  structuredDataContext,
} from '../app-context';
import { ChromeLayout } from '../chrome-layout';
import { preparePageBlocks } from '../blocks/blocks.server';
import { BlockPreloads } from '../blocks/BlockPreloads';
import { SiteStyles } from '../site-styles';
import { PreviewBanner, RelatedPages } from '@healthsite/blocks/chrome';
import { apofinderSlot } from '../finder/Apofinder';
import { FINDER_PROXY_PATH } from '../../lib/finder-proxy.ts';
import { routeView, viewOf } from '../route-view';
import { STRUCTURED_DATA_ID } from '../document-ids';
import { viewDataBlock, viewJsonOf } from '../route-view.server';

export async function loader({ url, request, context }: Route.LoaderArgs) {
  // An editor's draft preview: the page from the drafts (as they are now), never cached.
  const preview = inPreview(request);
  // `url` is the normalised location (no `.data` suffix for client navigations); not request.url.
  const result = await (preview ? resolvePreviewPage : resolvePage)(url.pathname);
  switch (result.kind) {
    case 'page': {
      // Blocks are validated here, on the server; the browser gets plain block data (no zod) and
      // loads only the chunks of the block types shown (preloaded by <link rel="modulepreload">).
      const { page } = result.view;
      const blocks = await preparePageBlocks(page);
      const client = (preview && previewContentClient()) || contentClient();
      const sites = await client.getSites();
      // Structured data and the social card, from the content (not for the 404 pages).
      const seo =
        result.status === 200
          ? await pageSeo({
              sites,
              pathOf: (p) => client.pathOf(p),
              page,
              path: result.view.chrome.path,
              definition: result.resolved.site.definition,
              blocks: blocks.blocks,
              siteUrl: config.siteUrl,
              alternateLocales: result.view.chrome.languageLinks.map((link) => link.locale),
              reviews: context.get(publishedReviewsContext) ?? undefined,
            })
          : undefined;
      // The structured data goes into the document's head (entry.server), not into the route data.
      if (seo?.jsonLd) context.set(structuredDataContext, seo.jsonLd);
      const related =
        result.status === 200
          ? relatedPagesOf(sites, (p) => client.pathOf(p), page, await client.similarPages(page))
          : [];
      const view = {
        related,
        ...result.view,
        head: { ...result.view.head, noindex: result.view.head.noindex || !config.indexable || preview },
        social: seo?.social ?? [],
        page: { ...page, content: [] },
        blocks,
        // The browser searches through this server (/api/finder): the finder service never sees it.
        finder: { endpoint: FINDER_PROXY_PATH, mapStyleUrl: config.mapStyleUrl },
        // Switched off (SERVICES=off), the blocks keep their honest "not available" state.
        servicesEnabled: config.services.enabled,
      };
      // Published, the view depends on nothing but the page object (one per content version) and
      // the configuration: its JSON is made once per page. A draft's is made for each request.
      const json = preview
        ? JSON.stringify(view)
        : viewJsonOf(
            page,
            `${result.status} ${result.view.chrome.path} ${result.view.chrome.contentVersion}`,
            () => view,
          );
      // A document carries the view as a data block (entry.server); a client navigation's route
      // data (`/path.data`) carries it itself.
      const inDocument = !new URL(request.url).pathname.endsWith('.data');
      if (inDocument) {
        context.set(documentViewContext, viewDataBlock(preview ? undefined : page, json));
        context.set(documentChunksContext, blocks.chunks);
      }
      return data(
        // Beside the view: the root reads it (no prefetching in a preview).
        routeView(
          view,
          { preview: preview ? previewView(result.view.chrome.path) : undefined },
          json,
          inDocument,
        ),
        {
          status: result.status,
          headers: { 'X-Dropped-Blocks': String(blocks.dropped), ...(preview ? PREVIEW_HEADERS : {}) },
        },
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
  const headers = new Headers();
  for (const name of ['X-Dropped-Blocks', 'Cache-Control', 'X-Robots-Tag']) {
    const value = loaderHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { head, social } = viewOf(loaderData);
  const { title, description, canonical, alternates, noindex } = head;
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
    ...alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hrefLang, href: a.href })),
    ...social,
  ];
}

/**
 * The structured data in the document's head (entry.server) describes the page the document was
 * made for: it goes when the browser leaves that page (client navigations do not fetch it). (In
 * development, StrictMode's second mount removes it at once.)
 */
function useDocumentStructuredData(path: string) {
  useEffect(
    () => () => {
      document.getElementById(STRUCTURED_DATA_ID)?.remove();
    },
    [path],
  );
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { preview } = loaderData;
  const { page, locale, chrome, finder, blocks, servicesEnabled, related } = viewOf(loaderData);
  useDocumentStructuredData(chrome.path);
  return (
    <ChromeLayout
      chrome={chrome}
      page={page}
      locale={locale}
      currentPath={chrome.path}
      notice={preview && <PreviewBanner endHref={preview.endHref} locale={locale} />}
      renderFinder={apofinderSlot({ locale, brand: chrome.definition.brand, finder, theme: page.theme })}
    >
      {/* Client navigations: PreparedPageRenderer waits for the new blocks' chunks (the previous
          page stays on screen); first loads are preloaded (loader, entry.client). */}
      <BlockPreloads chunks={blocks.chunks} />
      {/* The stylesheets of the block types shown, after the site's (React puts them into the head,
          and a client navigation shows the page once they have loaded). */}
      <SiteStyles hrefs={blocks.styles} />
      {servicesEnabled ? (
        <ServicesProvider services={lazyHttpServices}>
          <PreparedPageRenderer page={page} blocks={blocks.blocks} locale={locale} />
        </ServicesProvider>
      ) : (
        <PreparedPageRenderer page={page} blocks={blocks.blocks} locale={locale} />
      )}
      {/* The pages the content marks similar: a hint at the end of the page. */}
      <RelatedPages pages={related} locale={locale} />
    </ChromeLayout>
  );
}
