// The second content set: the sister brand NORALIS (apps/sister), served under /sister/content by
// the same stand-in, with its own locales (de, fr) and themes. Valid for the real client configured
// as the sister app configures it, valid against the published block schema, and separate from the
// LUMEDRA content at /content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePath, type Block, type Site } from '@healthsite/content-client';
import { clientFor, startHarness, type Harness, type LogLine } from './helpers.ts';
import { pageChecker } from './content-schema.ts';

/** The sister app's configuration (apps/sister/app/brand.ts). */
const sisterLocales = [
  { code: 'de', iso: 'de', name: 'Deutsch', prefix: '' },
  { code: 'fr', iso: 'fr', name: 'Français', prefix: '/fr' },
];

let h: Harness;
let sites: Site[];
let lines: LogLine[];
let client: ReturnType<typeof clientFor>['client'];
beforeAll(async () => {
  h = await startHarness();
  const c = clientFor(
    { ...h.service, endpoint: `${h.service.url}/sister/content` },
    {
      locales: sisterLocales,
      defaultLocale: 'de',
      themes: ['noralis-mint', 'noralis-coral'],
      defaultTheme: 'noralis-mint',
    },
  );
  client = c.client;
  sites = await client.getSites();
  lines = c.logger.lines;
});
afterAll(async () => {
  await h.cleanup();
});

const allPages = () =>
  sites.flatMap((site) => site.pages.map((page) => ({ site, page, path: client.pathOf(page) })));

describe('sister content (/sister/content)', () => {
  it("is the sister brand's site in German and French, valid for its client without any warning", () => {
    expect(lines.filter((l) => l.level !== 'debug')).toEqual([]);
    expect(sites.map((s) => [s.locale, s.definition.brand.name])).toEqual([
      ['de', 'NORALIS'],
      ['fr', 'NORALIS'],
    ]);
    expect(allPages().map((p) => p.path)).toEqual([
      '/404',
      '/',
      '/impressum',
      '/produkte/aqua',
      '/produkte/night',
      '/fr/404',
      '/fr',
      '/fr/mentions-legales',
      '/fr/produits/aqua',
      '/fr/produits/night',
    ]);
    expect(new Set(allPages().map((p) => p.page.theme))).toEqual(new Set(['noralis-mint', 'noralis-coral']));
  });

  it('is valid against the published block JSON Schema, with no ignored fields', () => {
    const { problems } = pageChecker({ unknownTypes: 'report' });
    expect(allPages().flatMap(({ page }) => problems(page))).toEqual([]);
  });

  it('pairs every page with its counterpart, and every ?pt= link names a product with legal texts', async () => {
    for (const { page, path, site } of allPages()) {
      for (const alternate of page.alternates) {
        const other = await client.pageByUrl(alternate.path);
        expect(other?.site.locale, `${path} -> ${alternate.path}`).toBe(alternate.locale);
        expect(other!.page.alternates.some((a) => normalizePath(a.path) === path)).toBe(true);
      }
      const assetIds = site.definition.products.map((p) => p.assetId);
      for (const block of page.content)
        for (const link of block.links ?? []) {
          const pt = new URL(link.href, 'https://x.example').searchParams.get('pt');
          if (pt) expect(assetIds, `${page.id} ${link.href}`).toContain(pt);
        }
    }
  });

  it('draws its images, and stays apart from the LUMEDRA content at /content', async () => {
    const stage = allPages()[1]!.page.content[0] as Block & { image: { src: string } };
    expect(stage.image.src).toBe(`${h.service.url}/images/noralis-stage`);
    expect((await fetch(`${stage.image.src}/xs-16-9`, { method: 'HEAD' })).status).toBe(200);
    const lumedra = (await (await fetch(h.service.endpoint)).json()) as { sites: { locale: string }[] };
    expect(lumedra.sites.map((s) => s.locale)).toEqual(['de-DE', 'en']);
  });
});
