import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { Block } from '@healthsite/content-client';
import * as fixtures from './__fixtures__/content';
import type { BlockModule } from './blockModule';
import { accordionBlock } from './CmAccordion/fixtures';
import { downloadsBlock } from './CmDownloads/fixtures';
import { formulaBlock } from './CmFormulaShowcase/fixtures';
import { sampleRequestFields } from './CmGenericForm/fixtures';
import { infographicBlock } from './CmInfographic/fixtures';
import { productShowcaseBlock } from './CmProductShowcase/fixtures';
import { statsBlock } from './CmStats/fixtures';
import { tabsBlock } from './CmTabs/fixtures';
import { videoBlock } from './CmVideo/fixtures';
import { defaultBlockRegistry } from './defaultBlockRegistry';
import { PageRenderer } from './PageRenderer/PageRenderer';
import { productHeroBlock } from './SmProductHero/fixtures';
import { productCardsBlock } from './TmProductCards/fixtures';

const registry: Record<string, BlockModule> = defaultBlockRegistry;
const quiet = { warn: (message: string) => expect.fail(message) };

// The shared content set (__fixtures__/content.ts) and the fixtures.ts beside the newer blocks:
// what the stories render.
const localizedFixtures: unknown[] = [
  ...Object.values(fixtures),
  accordionBlock,
  downloadsBlock,
  formulaBlock,
  infographicBlock,
  productShowcaseBlock,
  statsBlock,
  tabsBlock,
  videoBlock,
  productHeroBlock,
  productCardsBlock,
];

// The form blocks keep their demo text in their stories; these are the fields their stories set.
const formBlocks: Block[] = [
  { id: 'newsletter', uiComponent: 'CmNewsletter', headline: 'Newsletter', privacyHref: '/datenschutz' },
  { id: 'unsubscribe', uiComponent: 'CmNewsletterUnsubscribe', headline: 'Newsletter abbestellen' },
  { id: 'request', uiComponent: 'CmRequestForm', headline: 'Ihre Frage', privacyHref: '/datenschutz' },
  {
    id: 'samples',
    uiComponent: 'CmGenericForm',
    headline: 'Muster anfordern',
    formId: 'muster-anfordern',
    fields: sampleRequestFields['de-DE'],
  },
  { id: 'reviews', uiComponent: 'TmReviews', product: 'prod-dual', productName: 'LUMEDRA DUAL' },
  { id: 'review-create', uiComponent: 'TmReviewCreate', product: 'prod-dual', productName: 'LUMEDRA DUAL' },
];

/** One German fixture per block type. */
const fixtureByType = new Map<string, Block>();
for (const value of localizedFixtures) {
  if (typeof value === 'object' && value !== null && 'de-DE' in value) {
    const block = (value as Record<string, Block>)['de-DE'];
    if (block && !fixtureByType.has(block.uiComponent)) fixtureByType.set(block.uiComponent, block);
  }
}
for (const block of formBlocks) fixtureByType.set(block.uiComponent, block);

describe.each(Object.keys(registry))('%s', (type) => {
  const module = registry[type]!;

  it('renders (or drops, with a log line) a block with only the common fields, never throws', () => {
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) };
    expect(() =>
      renderToString(
        <PageRenderer
          page={{ id: 'p', content: [{ id: 'only-common', uiComponent: type }] }}
          logger={logger}
        />,
      ),
    ).not.toThrow();
    // A block either accepts an editor leaving its fields empty, or says which field it needs.
    expect(warnings.length).toBeLessThanOrEqual(1);
    if (!module.schema.safeParse({ id: 'only-common', uiComponent: type }).success) {
      expect(warnings[0]).toMatch(/field "/);
    }
  });

  it('has a demo fixture that renders with data-block', () => {
    const fixture = fixtureByType.get(type);
    expect(fixture, `add a fixture for ${type} (fixtures.ts beside the block) to this test`).toBeDefined();
    const html = renderToString(
      <PageRenderer
        page={{ id: 'p', content: [fixture!, { ...fixtures.copyCenterBlock['de-DE'], id: 'nav-target' }] }}
        logger={quiet}
      />,
    );
    expect(html).toContain(`data-block="${type}"`);
  });

  it('rejects a wrong type in a common field', () => {
    expect(module.schema.safeParse({ id: 'x', uiComponent: type, links: 'not a list' }).success).toBe(false);
  });
});

it('has fixtures only for registered block types', () => {
  expect([...fixtureByType.keys()].filter((type) => !(type in registry))).toEqual([]);
});

describe('block details', () => {
  it('CmIntro renders each variant as a data attribute', () => {
    for (const variant of ['default', 'centered', 'split', 'lead']) {
      const html = renderToString(
        <PageRenderer
          page={{ id: 'p', content: [{ ...fixtures.introBlock['de-DE'], variant }] }}
          logger={quiet}
        />,
      );
      expect(html).toContain(`data-variant="${variant}"`);
    }
  });

  it('TmSpeech takes its tone from the next block', () => {
    const speech = fixtures.speechBlock['de-DE'];
    const themed = renderToString(
      <PageRenderer page={{ id: 'p', content: [speech, fixtures.highlightBlock['de-DE']] }} logger={quiet} />,
    );
    expect(themed).toContain('data-speech-tone="themed"');
    const plain = renderToString(<PageRenderer page={{ id: 'p', content: [speech] }} logger={quiet} />);
    expect(plain).toContain('data-speech-tone="plain"');
  });

  it('TmArticleL has exactly one link, on its headline', () => {
    const html = renderToString(
      <PageRenderer page={{ id: 'p', content: [fixtures.articleBlock['de-DE']] }} logger={quiet} />,
    );
    expect(html.match(/<a\b/g)).toHaveLength(1);
    expect(html).toMatch(/<h2[^>]*><a[^>]*href="\/ratgeber\/20-20-20-regel"/);
  });

  it('SmStageSingle loads its image with priority only as the first block', () => {
    const stage = fixtures.stageSingleBlock['de-DE'];
    const first = renderToString(<PageRenderer page={{ id: 'p', content: [stage] }} logger={quiet} />);
    expect(first).toContain('loading="eager"');
    const second = renderToString(
      <PageRenderer page={{ id: 'p', content: [fixtures.introBlock['de-DE'], stage] }} logger={quiet} />,
    );
    expect(second).toContain('loading="lazy"');
  });

  it('NmAnchor lists the blocks marked listInPageNav', () => {
    const html = renderToString(
      <PageRenderer
        page={{
          id: 'p',
          content: [
            fixtures.anchorNavBlock['de-DE'],
            fixtures.copyCenterBlock['de-DE'],
            fixtures.copyCenterUsageBlock['de-DE'],
          ],
        }}
        logger={quiet}
      />,
    );
    expect(html).toContain('href="#warum-lumedra"');
    expect(html).toContain('href="#anwendung"');
    expect(html).toContain('id="anwendung"');
  });

  it('TmArticleCollection puts card headings one level below its headline and formats dates per locale', () => {
    const de = renderToString(
      <PageRenderer page={{ id: 'p', content: [fixtures.articleCollectionBlock['de-DE']] }} logger={quiet} />,
    );
    expect(de.match(/<h3\b/g)).toHaveLength(3);
    expect(de).toContain('<time dateTime="2026-02-18">18. Februar 2026</time>');
    const en = renderToString(
      <PageRenderer
        page={{ id: 'p', locale: 'en', content: [fixtures.articleCollectionBlock.en] }}
        logger={quiet}
      />,
    );
    expect(en).toContain('February 18, 2026');
  });

  it('TmApo exposes the product to preselect, upper-cased, and pulls the next article up', () => {
    const html = renderToString(
      <PageRenderer
        page={{ id: 'p', content: [fixtures.apoBlock['de-DE'], fixtures.articleBlock['de-DE']] }}
        logger={quiet}
      />,
    );
    expect(html).toContain('data-preselect-product="COMOD"');
    expect(html).toMatch(/data-pull-up=""[^>]*><section data-block="TmArticleL"/);
  });

  it('NmFilter renders one chip per option for its target and nothing without a target', () => {
    const html = renderToString(
      <PageRenderer
        page={{ id: 'p', content: [fixtures.filterBlock['de-DE'], fixtures.articleCollectionBlock['de-DE']] }}
        logger={quiet}
      />,
    );
    expect(html.match(/aria-pressed=/g)).toHaveLength(4);
    expect(html).toContain('aria-pressed="true"');
    expect(html.match(/<h3\b/g)).toHaveLength(3);
    const orphan = renderToString(
      <PageRenderer page={{ id: 'p', content: [{ ...fixtures.filterBlock['de-DE'], target: undefined }] }} />,
    );
    expect(orphan).not.toContain('data-block="NmFilter"');
  });
});
