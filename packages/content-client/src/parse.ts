import type { z } from 'zod';
import { joinLocalePath } from './locales';
import {
  blockSchema,
  brandFieldSchemas,
  brandSchema,
  describeIssue,
  footerSchema,
  headerSchema,
  isoDateSchema,
  pageSchema,
  productSchema,
  searchSchema,
} from './schema';
import { ContentError, MESSAGES } from './errors';
import type {
  Block,
  Brand,
  LocaleConfig,
  Logger,
  Page,
  ResolvedPage,
  Site,
  SiteDefinition,
  SiteProduct,
} from './types';
import { themes } from './types';

export interface ParsedContent {
  sites: Site[];
  /** Public path → resolved page (first page wins on duplicates). */
  index: Map<string, ResolvedPage>;
  /** Page id → resolved page. */
  byId: Map<string, ResolvedPage>;
}

export interface ParseOptions {
  locales: readonly LocaleConfig[];
  logger: Logger;
}

const COMMON_BLOCK_FIELDS = [
  'assetId',
  'copy',
  'headline',
  'headingTag',
  'listInPageNav',
  'anchor',
  'topline',
  'name',
  'topic',
  'links',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function label(value: unknown, fallback: string): string {
  return typeof value === 'string' && value ? value : fallback;
}

/**
 * Validates a content body (CONTENT-CONTRACT.md §1) and builds the lookup index. Never throws for
 * bad sites, pages or blocks (they are skipped or dropped, and logged); throws
 * `ContentError('NO_SITE_DATA')` when no usable site remains.
 */
export function parseContent(body: unknown, { locales, logger }: ParseOptions): ParsedContent {
  if (!isRecord(body) || !Array.isArray(body.sites) || body.sites.length === 0) {
    throw new ContentError('NO_SITE_DATA', MESSAGES.noSiteData);
  }
  const sites: Site[] = [];
  const index = new Map<string, ResolvedPage>();
  const byId = new Map<string, ResolvedPage>();
  const seenLocales = new Set<string>();

  body.sites.forEach((rawSite: unknown, siteIndex: number) => {
    if (!isRecord(rawSite)) {
      logger.warn(`Content: site skipped, it is not an object (site #${siteIndex})`);
      return;
    }
    const siteId = label(rawSite.id, `#${siteIndex}`);
    const localeCode = rawSite.locale;
    if (typeof localeCode !== 'string' || !localeCode) {
      logger.warn(`Content: site skipped, it has no locale (site ${siteId})`);
      return;
    }
    const locale = locales.find((l) => l.code === localeCode);
    if (!locale) {
      logger.warn(`Content: site skipped, locale "${localeCode}" is not configured (site ${siteId})`);
      return;
    }
    if (seenLocales.has(localeCode)) {
      logger.warn(`Content: site skipped, another site already has locale "${localeCode}" (site ${siteId})`);
      return;
    }
    seenLocales.add(localeCode);

    const site: Site = {
      id: typeof rawSite.id === 'string' && rawSite.id ? rawSite.id : `site-${localeCode}`,
      locale: localeCode,
      definition: parseDefinition(rawSite.definition, siteId, logger),
      pages: [],
    };
    const rawPages = Array.isArray(rawSite.pages) ? rawSite.pages : [];
    if (!Array.isArray(rawSite.pages)) logger.warn(`Content: site ${siteId} has no pages list`);

    rawPages.forEach((rawPage: unknown, pageIndex: number) => {
      const page = parsePage(rawPage, site, pageIndex, logger);
      if (!page) return;
      const path = joinLocalePath(locale, page.urlSegment);
      const existing = index.get(path);
      if (existing) {
        logger.warn(
          `Content: duplicate path ${path} (page ${page.id} in site ${site.id}), the first page ${existing.page.id} wins`,
        );
        return;
      }
      const sameId = byId.get(page.id);
      if (sameId) {
        logger.warn(
          `Content: duplicate page id ${page.id} (site ${site.id}, path ${path}), the first one at ${sameId.path} wins`,
        );
        return;
      }
      const resolved: ResolvedPage = { site, page, locale, path };
      index.set(path, resolved);
      byId.set(page.id, resolved);
      site.pages.push(page);
    });
    sites.push(site);
  });

  if (sites.length === 0) throw new ContentError('NO_SITE_DATA', MESSAGES.noSiteData);
  return { sites, index, byId };
}

function parsePage(rawPage: unknown, site: Site, pageIndex: number, logger: Logger): Page | undefined {
  if (!isRecord(rawPage)) {
    logger.warn(`Content: page skipped (site ${site.id}, page #${pageIndex}, field (page)): not an object`);
    return undefined;
  }
  const pageId = label(rawPage.id, `#${pageIndex}`);
  const input: Record<string, unknown> = { ...rawPage };
  for (const key of ['template', 'theme', 'similarTo', 'alternates', 'content', 'chrome'] as const) {
    if (input[key] === null) delete input[key];
  }
  if (input.locale === undefined || input.locale === null) input.locale = site.locale;
  if (input.theme !== undefined && !(themes as readonly unknown[]).includes(input.theme)) {
    logger.warn(
      `Content: unknown theme ${JSON.stringify(input.theme)} replaced by "default" (site ${site.id}, page ${pageId}, field theme)`,
    );
    input.theme = 'default';
  }
  // A date that is not ISO 8601 is left out (the page stays): it only feeds metadata.
  const dates: Pick<Page, 'datePublished' | 'dateModified'> = {};
  for (const key of ['datePublished', 'dateModified'] as const) {
    const value = input[key];
    delete input[key];
    if (value === undefined || value === null) continue;
    if (isoDateSchema.safeParse(value).success) dates[key] = value as string;
    else
      logger.warn(
        `Content: ${key} ${JSON.stringify(value)} is not an ISO 8601 date and is ignored (site ${site.id}, page ${pageId}, field ${key})`,
      );
  }
  const result = pageSchema.safeParse(input);
  if (!result.success) {
    const { field, message } = describeIssue(result.error);
    logger.warn(`Content: page skipped (site ${site.id}, page ${pageId}, field ${field}): ${message}`);
    return undefined;
  }
  const data = result.data;
  if (data.locale !== site.locale) {
    logger.warn(
      `Content: page skipped (site ${site.id}, page ${pageId}, field locale): "${data.locale}" is not the site's locale "${site.locale}"`,
    );
    return undefined;
  }
  const content: Block[] = [];
  const blockIds = new Set<string>();
  data.content.forEach((rawBlock, blockIndex) => {
    const block = parseBlock(rawBlock, site.id, pageId, blockIndex, logger);
    if (!block) return;
    if (blockIds.has(block.id)) {
      logger.warn(
        `Content: block dropped (site ${site.id}, page ${pageId}, block ${block.id}, field id): duplicate id`,
      );
      return;
    }
    blockIds.add(block.id);
    content.push(block);
  });
  return {
    id: data.id,
    urlSegment: data.urlSegment,
    locale: data.locale,
    template: data.template,
    theme: data.theme,
    similarTo: data.similarTo,
    alternates: data.alternates,
    seo: data.seo as Page['seo'],
    content,
    ...dates,
    ...(data.chrome ? { chrome: data.chrome } : {}),
  };
}

function parseBlock(
  rawBlock: unknown,
  siteId: string,
  pageId: string,
  blockIndex: number,
  logger: Logger,
): Block | undefined {
  const where = (blockId: string) => `site ${siteId}, page ${pageId}, block ${blockId}`;
  if (!isRecord(rawBlock)) {
    logger.warn(`Content: block dropped (${where(`#${blockIndex}`)}, field (block)): not an object`);
    return undefined;
  }
  const blockId = label(rawBlock.id, `#${blockIndex}`);
  const input: Record<string, unknown> = { ...rawBlock };
  for (const key of COMMON_BLOCK_FIELDS) if (input[key] === null) delete input[key];
  if (typeof input.uiComponent === 'string' && /\s/.test(input.uiComponent)) {
    logger.warn(
      `Content: block dropped (${where(blockId)}, field uiComponent): ${JSON.stringify(input.uiComponent)} contains whitespace`,
    );
    return undefined;
  }
  const result = blockSchema.safeParse(input);
  if (!result.success) {
    const { field, message } = describeIssue(result.error);
    logger.warn(`Content: block dropped (${where(blockId)}, field ${field}): ${message}`);
    return undefined;
  }
  return result.data as Block;
}

function section<T>(
  schema: z.ZodType<T>,
  value: unknown,
  fallback: T,
  siteId: string,
  name: string,
  logger: Logger,
): T {
  const result = schema.safeParse(value ?? undefined);
  if (result.success) return result.data;
  const { field, message } = describeIssue(result.error);
  const path = field === '(value)' ? name : `${name}.${field}`;
  logger.warn(
    `Content: site definition field replaced by its default (site ${siteId}, field definition.${path}): ${message}`,
  );
  return fallback;
}

/** The brand: its name, and each optional field kept when valid, else left out with a warning. */
function parseBrand(raw: unknown, siteId: string, logger: Logger): Brand {
  const brand: Brand = section(brandSchema, raw, { name: '' }, siteId, 'brand', logger);
  if (!isRecord(raw)) return brand;
  for (const key of Object.keys(brandFieldSchemas) as (keyof typeof brandFieldSchemas)[]) {
    if (raw[key] === undefined || raw[key] === null) continue;
    const result = brandFieldSchemas[key].safeParse(raw[key]);
    if (result.success) {
      (brand as unknown as Record<string, unknown>)[key] = result.data;
      continue;
    }
    const { field, message } = describeIssue(result.error);
    const path = field === '(value)' ? key : `${key}.${field}`;
    logger.warn(
      `Content: site definition field ignored (site ${siteId}, field definition.brand.${path}): ${message}`,
    );
  }
  return brand;
}

function parseDefinition(raw: unknown, siteId: string, logger: Logger): SiteDefinition {
  const def = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) logger.warn(`Content: site ${siteId} has no definition, defaults used`);
  const products: SiteProduct[] = [];
  if (def.products !== undefined && def.products !== null && !Array.isArray(def.products)) {
    logger.warn(
      `Content: site definition field replaced by its default (site ${siteId}, field definition.products): not a list`,
    );
  }
  (Array.isArray(def.products) ? def.products : []).forEach((rawProduct: unknown, i: number) => {
    const result = productSchema.safeParse(rawProduct);
    if (result.success) {
      products.push(result.data);
      return;
    }
    const { field, message } = describeIssue(result.error);
    const productId = isRecord(rawProduct) ? label(rawProduct.assetId, `#${i}`) : `#${i}`;
    logger.warn(
      `Content: product skipped (site ${siteId}, product ${productId}, field ${field}): ${message}`,
    );
  });
  const definition: SiteDefinition = {
    brand: parseBrand(def.brand, siteId, logger),
    header: section(
      headerSchema,
      def.header ?? {},
      { uiComponent: 'default', items: [] },
      siteId,
      'header',
      logger,
    ),
    footer: section(
      footerSchema,
      def.footer ?? {},
      { uiComponent: 'default', credits: { text: '' }, legal: [] },
      siteId,
      'footer',
      logger,
    ),
    products,
  };
  if (def.search !== undefined && def.search !== null) {
    definition.search = section(searchSchema, def.search, { quicklinks: [] }, siteId, 'search', logger);
  }
  return definition;
}
