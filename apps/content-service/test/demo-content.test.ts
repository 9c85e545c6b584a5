// The demo content itself: valid for the real client without a single warning, internally
// consistent, and the thin-slice pages keep exactly their phase-1 blocks (end-to-end tests rely on
// them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageRefSchema,
  normalizePath,
  type Block,
  type NavItem,
  type Site,
} from '@healthsite/content-client';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clientFor, startHarness, type Harness, type LogLine } from './helpers.ts';
import { unknownFields, validate } from './json-schema.ts';

/** The block JSON Schema published by @healthsite/blocks (CONTENT-CONTRACT.md §4). */
const blockSchemaFile = fileURLToPath(
  new URL('../../../packages/blocks/schema/content.schema.json', import.meta.url),
);

let h: Harness;
let sites: Site[];
let lines: LogLine[];
let client: ReturnType<typeof clientFor>['client'];
beforeAll(async () => {
  h = await startHarness();
  const c = clientFor(h.service);
  client = c.client;
  sites = await client.getSites();
  lines = c.logger.lines;
});
afterAll(async () => {
  await h.cleanup();
});

const PHASE1_FIELDS = {
  SmStage: ['id', 'uiComponent', 'topline', 'headline', 'headingTag', 'copy', 'image', 'links', 'variant'],
  CmCopyCenter: [
    'id',
    'uiComponent',
    'topline',
    'headline',
    'headingTag',
    'copy',
    'links',
    'listInPageNav',
    'anchor',
  ],
} as const;

/** The thin slice: these pages and blocks are what the end-to-end tests see. Change with care. */
const THIN_SLICE: Record<string, string[]> = {
  '/': ['SmStage b-home-de-stage', 'CmCopyCenter b-home-de-intro'],
  '/en': ['SmStage b-home-en-stage', 'CmCopyCenter b-home-en-intro'],
  '/produkte/care': ['SmStage b-care-de-stage', 'CmCopyCenter b-care-de-copy'],
  '/en/products/care': ['SmStage b-care-en-stage', 'CmCopyCenter b-care-en-copy'],
  '/404': ['CmCopyCenter b-404-de-copy'],
  '/en/404': ['CmCopyCenter b-404-en-copy'],
};

function allPages() {
  return sites.flatMap((site) => site.pages.map((page) => ({ site, page, path: client.pathOf(page) })));
}

function nav(items: NavItem[] | undefined): NavItem[] {
  return (items ?? []).flatMap((i) => [i, ...nav(i.children)]);
}

function targetExists(href: string): boolean {
  if (href.startsWith('#')) return true;
  const path = normalizePath(href);
  return allPages().some((p) => p.path === path);
}

describe('demo content', () => {
  it('is valid for the client without any warning', () => {
    expect(lines.filter((l) => l.level !== 'debug')).toEqual([]);
    expect(sites.map((s) => s.locale)).toEqual(['de-DE', 'en']);
  });

  it('keeps exactly the phase-1 blocks on the thin-slice pages', async () => {
    for (const [path, blocks] of Object.entries(THIN_SLICE)) {
      const resolved = await client.pageByUrl(path);
      expect(resolved, path).toBeDefined();
      expect(
        resolved!.page.content.map((b) => `${b.uiComponent} ${b.id}`),
        path,
      ).toEqual(blocks);
      for (const block of resolved!.page.content) {
        const allowed: readonly string[] = PHASE1_FIELDS[block.uiComponent as keyof typeof PHASE1_FIELDS];
        expect(
          Object.keys(block).filter((k) => !allowed.includes(k)),
          `${path} ${block.id}`,
        ).toEqual([]);
      }
    }
  });

  it('uses the pinned SmStage/CmCopyCenter field shapes', () => {
    for (const { page } of allPages()) {
      for (const block of page.content) {
        if (block.uiComponent === 'SmStage') {
          if (block.image !== undefined)
            expect(imageRefSchema.safeParse(block.image).success, block.id).toBe(true);
          if (block.variant !== undefined) expect(['default', 'product']).toContain(block.variant);
        }
        if (block.uiComponent === 'SmStage' || block.uiComponent === 'CmCopyCenter') {
          for (const key of ['topline', 'headline', 'copy'] as const) {
            if (block[key] !== undefined) expect(typeof block[key], `${block.id}.${key}`).toBe('string');
          }
        }
      }
    }
  });

  it('is valid against the published block JSON Schema, with no ignored fields', () => {
    const schema = JSON.parse(readFileSync(blockSchemaFile, 'utf8')) as Record<string, unknown>;
    const defs = schema.$defs as Record<string, Record<string, unknown>>;
    const problems: string[] = [];
    for (const site of sites)
      for (const issue of validate(defs.Brand!, site.definition.brand, schema))
        problems.push(`${site.id} definition.brand${issue.path}: ${issue.message}`);
    for (const { page } of allPages()) {
      for (const issue of validate(defs.Page!, page, schema))
        problems.push(`${page.id}${issue.path}: ${issue.message}`);
      for (const block of page.content) {
        const own = defs[block.uiComponent];
        if (!own) continue; // a type the renderer does not know yet renders nothing
        const ignored = unknownFields(own, block);
        if (ignored.length)
          problems.push(`${page.id} ${block.id}: fields not in the ${block.uiComponent} schema: ${ignored}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has unique, stable block ids across the whole site', () => {
    const ids = allPages().flatMap(({ page }) => page.content.map((b: Block) => b.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^b-[a-z0-9-]+$/);
  });

  it('pairs every page with its counterpart: alternates resolve and point back', async () => {
    for (const { page, path } of allPages()) {
      for (const alternate of page.alternates) {
        const other = await client.pageByUrl(alternate.path);
        expect(other, `${path} -> ${alternate.path}`).toBeDefined();
        expect(other!.site.locale).toBe(alternate.locale);
        expect(
          other!.page.alternates.some((a) => normalizePath(a.path) === path),
          `${alternate.path} points back to ${path}`,
        ).toBe(true);
      }
    }
  });

  it('names only existing pages as similar, and related pages of its own locale on the content pages', () => {
    const ids = new Set(allPages().map(({ page }) => page.id));
    for (const { page } of allPages()) for (const id of page.similarTo) expect(ids, page.id).toContain(id);
    const locales = new Map(allPages().map(({ page }) => [page.id, page.locale]));
    const withRelated = allPages().filter(({ page }) =>
      page.similarTo.some((id) => locales.get(id) === page.locale),
    );
    expect(withRelated.length).toBeGreaterThan(30);
  });

  it('dates every article and the product pages (ISO 8601, for lastmod and the structured data)', () => {
    for (const { page } of allPages()) {
      if (page.template === 'article') expect(page.datePublished, page.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (page.template === 'product') expect(page.dateModified, page.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('links only to pages that exist (blocks, header, search quicklinks, footer)', () => {
    const missing: string[] = [];
    for (const { page, path } of allPages()) {
      for (const block of page.content) {
        for (const link of block.links ?? []) {
          if (link.href.startsWith('/') && !targetExists(link.href))
            missing.push(`${path} ${block.id}: ${link.href}`);
        }
      }
    }
    for (const site of sites) {
      const def = site.definition;
      const links = [
        ...nav(def.header.items),
        ...(def.header.cta ? [def.header.cta] : []),
        ...nav(def.search?.quicklinks),
        ...nav(def.footer.legal),
      ];
      for (const link of links) if (!targetExists(link.to)) missing.push(`${site.id}: ${link.to}`);
    }
    expect(missing).toEqual([]);
  });

  it('selects existing legal texts with every ?pt= link', () => {
    for (const { site, page } of allPages()) {
      const ids = new Set(site.definition.products.map((p) => p.assetId));
      for (const block of page.content) {
        for (const link of block.links ?? []) {
          const pt = new URL(link.href, 'http://x').searchParams.get('pt');
          if (pt) expect(ids.has(pt), `${page.id} ${link.href}`).toBe(true);
        }
      }
    }
  });

  it('is the full demo site: every page in both locales, every theme, the skjur sub-brand', async () => {
    const paths = allPages().map((p) => p.path);
    for (const path of [
      '/produkte',
      '/produkte/comod',
      '/produkte/dual-intense',
      '/produkte/dual',
      '/produkte/fresh',
      '/produkte/gel',
      '/produkte/parin',
      '/produkte/night',
      '/produkte/evotears',
      '/produkte/evotears-omega',
      '/produkte/parin-pos',
      '/trockene-augen',
      '/ratgeber',
      '/faq',
      '/downloads',
      '/kontakt',
      '/newsletter',
      '/newsletter/abmelden',
      '/impressum',
      '/datenschutz',
    ]) {
      expect(paths, path).toContain(path);
      const de = await client.pageByUrl(path);
      expect(de?.page.alternates[0]?.locale, path).toBe('en');
    }
    for (const site of sites) {
      expect(
        site.pages.filter((p) => p.template === 'article'),
        site.id,
      ).toHaveLength(6);
    }
    const themesUsed = new Set(allPages().map((p) => p.page.theme));
    expect([...themesUsed].sort()).toEqual(
      [
        'care',
        'comod',
        'default',
        'dual',
        'dualintense',
        'evotears',
        'fresh',
        'gel',
        'omega',
        'parin',
      ].sort(),
    );
    const skjur = allPages()
      .filter((p) => p.page.chrome === 'skjur')
      .map((p) => p.path)
      .sort();
    expect(skjur).toEqual([
      '/en/products/evotears',
      '/en/products/evotears-omega',
      '/produkte/evotears',
      '/produkte/evotears-omega',
    ]);
  });

  it('uses only known block type names', () => {
    const known = new Set([
      'CmCopyCenter',
      'CmHighlight',
      'TmApo',
      'TmSocial',
      'SmStage',
      'SmStageSingle',
      'NmFilter',
      'CmIntro',
      'TmArticleL',
      'TmArticleXl',
      'TmArticleCollection',
      'TmSpeech',
      'NmAnchor',
      // Block types of @healthsite/blocks beyond the specification's list (spec §2 names the blocks,
      // not their type names): product, content and media blocks.
      'SmProductHero',
      'TmProductCards',
      'CmProductShowcase',
      'CmFormulaShowcase',
      'CmStats',
      'CmTabs',
      'CmAccordion',
      'CmDownloads',
      'CmInfographic',
      'CmVideo',
      // Reviews and forms (they talk to the server through the blocks' services).
      'TmReviews',
      'TmReviewCreate',
      'CmNewsletter',
      'CmNewsletterUnsubscribe',
      'CmRequestForm',
      'CmGenericForm',
    ]);
    const used = new Set(allPages().flatMap((p) => p.page.content.map((b) => b.uiComponent)));
    expect([...used].filter((u) => !known.has(u))).toEqual([]);
  });

  it('has legal texts for all eight product families in both locales', () => {
    for (const site of sites) {
      const products = site.definition.products;
      expect(products.map((p) => p.name)).toEqual(
        expect.arrayContaining(
          ['CARE', 'COMOD', 'DUAL INTENSE', 'DUAL', 'FRESH', 'GEL', 'PARIN', 'NIGHT'].map(
            (n) => `LUMEDRA ${n}`,
          ),
        ),
      );
      for (const product of products) {
        expect(
          product.pflichttext.some((t) => (t.endverbrauchertext ?? '').length > 80),
          product.assetId,
        ).toBe(true);
      }
    }
  });

  it('points every image at an existing rendition of the service', async () => {
    const images = allPages().flatMap(({ page }) =>
      page.content.flatMap((b) => {
        const found: { src: string; ratio?: string; type?: string }[] = [];
        const walk = (v: unknown) => {
          if (Array.isArray(v)) v.forEach(walk);
          else if (v && typeof v === 'object') {
            const o = v as Record<string, unknown>;
            if (typeof o.src === 'string' && typeof o.alt === 'string') found.push(o as never);
            Object.values(o).forEach(walk);
          }
        };
        walk(b);
        return found;
      }),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of new Map(images.map((i) => [`${i.src}|${i.ratio}|${i.type}`, i])).values()) {
      expect(image.src.startsWith(`${h.service.url}/images/`), image.src).toBe(true);
      const url = `${image.src}/xs-${image.ratio ?? '16-9'}${image.type === 'png' ? '-png' : ''}`;
      const res = await fetch(url, { method: 'HEAD' });
      expect(res.status, url).toBe(200);
    }
  }, 60_000);
});
