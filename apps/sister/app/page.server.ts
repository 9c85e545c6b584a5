// Resolves a path to what the page route renders: the page (its blocks validated and sanitised
// here, on the server), the chrome's site definition and legal texts, and the page's locale.
import { data } from 'react-router';
import {
  createContentClient,
  joinLocalePath,
  localeFromPath,
  type HreflangLink,
  type Page,
  type SiteDefinition,
} from '@healthsite/content-client';
import {
  defaultBlockRegistry,
  prepareBlocks,
  prepareLegalTexts,
  selectableLocales,
  type LegalTextItem,
  type SelectableLocale,
} from '@healthsite/blocks';
import { blockTypesOf, preloadBlocks, toPageBlocks, type RenderableBlock } from '@healthsite/blocks/render';
import { defaultLocale, defaultTheme, locales, themes } from './brand/brand';
import { config } from './config.server';

const client = createContentClient({
  endpoint: config().CONTENT_ENDPOINT,
  locales,
  defaultLocale,
  themes: themes.map((theme) => theme.name),
  defaultTheme,
  revalidateAfterMs: config().CONTENT_REVALIDATE_MS,
});

export interface PageView {
  page: Omit<Page, 'content'>;
  blocks: RenderableBlock[];
  locale: string;
  path: string;
  alternates: HreflangLink[];
  definition: Omit<SiteDefinition, 'products'>;
  legalTexts: LegalTextItem[];
  /** The language selector's locales, each with its home page. */
  locales: SelectableLocale[];
}

/** The page at `pathname`, else its locale's /404 page (status 404). */
export async function loadPage(pathname: string) {
  let status = 200;
  let resolved = await client.pageByUrl(pathname);
  if (!resolved) {
    status = 404;
    resolved = await client.pageByUrl(joinLocalePath(localeFromPath(pathname, client.locales), '/404'));
  }
  if (!resolved) throw data({ message: 'Not found' }, { status: 404 });
  const { page, site } = resolved;
  const blocks = toPageBlocks(prepareBlocks(page, defaultBlockRegistry, console));
  // The blocks' code is loaded before rendering: the server never suspends on a chunk.
  await preloadBlocks(blockTypesOf(blocks));
  const { products, ...definition } = site.definition;
  const { content: _content, ...meta } = page;
  const view: PageView = {
    page: meta,
    blocks,
    locale: resolved.locale.code,
    path: resolved.path,
    alternates: client.alternatesOf(page),
    definition,
    legalTexts: prepareLegalTexts(products),
    locales: selectableLocales(client.locales),
  };
  return data(view, { status });
}
