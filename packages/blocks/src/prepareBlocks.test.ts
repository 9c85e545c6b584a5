import { describe, expect, it, vi } from 'vitest';
import type { Block } from '@healthsite/content-client';
import { defaultBlockRegistry } from './defaultBlockRegistry';
import { prepareBlocks, type BlockLogger, type ReadyBlock } from './prepareBlocks';

function logger() {
  return {
    warn: vi.fn<(message: string) => void>(),
    debug: vi.fn<(message: string) => void>(),
  } satisfies BlockLogger;
}

const page = (content: unknown[]) => ({ id: 'p-home-de', content: content as Block[] });

describe('prepareBlocks', () => {
  it('keeps valid blocks in order, keyed by their CMS id', () => {
    const log = logger();
    const blocks = prepareBlocks(
      page([
        { id: 'b1', uiComponent: 'SmStage', headline: 'Hallo' },
        { id: 'b2', uiComponent: 'CmCopyCenter', copy: '<p>Text</p>' },
      ]),
      defaultBlockRegistry,
      log,
    );
    expect(blocks.map((b) => [b.kind, b.key, b.uiComponent])).toEqual([
      ['block', 'b1', 'SmStage'],
      ['block', 'b2', 'CmCopyCenter'],
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('drops a block whose uiComponent contains whitespace', () => {
    const log = logger();
    const blocks = prepareBlocks(
      page([
        { id: 'b1', uiComponent: 'Sm Stage' },
        { id: 'b2', uiComponent: 'CmCopyCenter\t' },
        { id: 'b3', uiComponent: 'CmCopyCenter', headline: 'bleibt' },
      ]),
      defaultBlockRegistry,
      log,
    );
    expect(blocks.map((b) => b.key)).toEqual(['b3']);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('marks an unknown block type instead of throwing', () => {
    const blocks = prepareBlocks(
      page([{ id: 'x', uiComponent: 'TmUnheard' }]),
      defaultBlockRegistry,
      logger(),
    );
    expect(blocks).toEqual([{ kind: 'unknown', key: 'x', uiComponent: 'TmUnheard' }]);
  });

  it('does not treat Object.prototype names as block types', () => {
    const blocks = prepareBlocks(
      page([{ id: 'x', uiComponent: 'constructor' }]),
      defaultBlockRegistry,
      logger(),
    );
    expect(blocks[0]?.kind).toBe('unknown');
  });

  it('drops a block that fails its schema with ONE log line naming page, block and field', () => {
    const log = logger();
    const blocks = prepareBlocks(
      page([
        { id: 'b1', uiComponent: 'SmStage', headline: 'Bild kaputt', image: { alt: 'ohne src' } },
        { id: 'b2', uiComponent: 'CmCopyCenter', headline: 'bleibt' },
      ]),
      defaultBlockRegistry,
      log,
    );
    expect(blocks.map((b) => b.key)).toEqual(['b2']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toBe(
      '[blocks] dropped block "b1" (SmStage) on page "p-home-de": field "image.src": expected string, received undefined',
    );
  });

  it('names nested array fields and counts further problems', () => {
    const log = logger();
    prepareBlocks(
      page([{ id: 'b1', uiComponent: 'CmCopyCenter', headingTag: 'h7', links: [{ text: 'x', href: 5 }] }]),
      defaultBlockRegistry,
      log,
    );
    expect(log.warn).toHaveBeenCalledTimes(1);
    const line = log.warn.mock.calls[0]?.[0] ?? '';
    expect(line).toMatch(
      /^\[blocks\] dropped block "b1" \(CmCopyCenter\) on page "p-home-de": field "headingTag": /,
    );
    expect(line).toMatch(/\(\+1 more\)$/);
  });

  it('drops a block without an id and survives junk entries', () => {
    const log = logger();
    const blocks = prepareBlocks(
      page([
        null,
        'text',
        { uiComponent: 'SmStage', headline: 'ohne id' },
        { id: 'ok', uiComponent: 'SmStage' },
      ]),
      defaultBlockRegistry,
      log,
    );
    expect(blocks.map((b) => b.key)).toEqual(['ok']);
    expect(log.warn.mock.calls[0]?.[0]).toContain('block "#2" (SmStage)');
    expect(log.warn.mock.calls[0]?.[0]).toContain('field "id"');
  });

  it('keeps React keys unique when the CMS repeats an id', () => {
    const blocks = prepareBlocks(
      page([
        { id: 'dup', uiComponent: 'CmCopyCenter', headline: 'A' },
        { id: 'dup', uiComponent: 'CmCopyCenter', headline: 'B' },
      ]),
      defaultBlockRegistry,
      logger(),
    );
    expect(blocks.map((b) => b.key)).toEqual(['dup', 'dup~2']);
  });

  it('gives blocks unique anchor ids from anchor, topline, headline, name, topic', () => {
    const blocks = prepareBlocks(
      page([
        { id: 'a', uiComponent: 'CmCopyCenter', anchor: 'Wirkung', headline: 'Ignoriert' },
        { id: 'b', uiComponent: 'CmCopyCenter', topline: 'Über uns', headline: 'x' },
        { id: 'c', uiComponent: 'CmCopyCenter', headline: 'Wirkung' },
        { id: 'd', uiComponent: 'CmCopyCenter', copy: '<p>keine Überschrift</p>' },
        { id: 'e', uiComponent: 'CmCopyCenter', listInPageNav: true, copy: '<p>nur Text</p>' },
      ]),
      defaultBlockRegistry,
      logger(),
    ) as ReadyBlock[];
    expect(blocks.map((b) => b.anchorId)).toEqual(['wirkung', 'ueber-uns', 'wirkung-2', undefined, 'e']);
  });

  it('works out spacing and neighbour attributes among the blocks that render', () => {
    const blocks = prepareBlocks(
      page([
        { id: 's', uiComponent: 'SmStage', headline: 'Stage' },
        { id: 'u', uiComponent: 'TmUnheard' },
        { id: 'c1', uiComponent: 'CmCopyCenter', headline: 'A' },
        { id: 'c2', uiComponent: 'CmCopyCenter', headline: 'B' },
      ]),
      defaultBlockRegistry,
      logger(),
    );
    const ready = blocks.flatMap((b) => (b.kind === 'block' ? [[b.key, b.index, b.spacing.gap]] : []));
    expect(ready).toEqual([
      ['s', 0, 'none'],
      ['c1', 1, 'none'],
      ['c2', 2, 'md'],
    ]);
  });

  it('accepts a page without content', () => {
    expect(
      prepareBlocks({ id: 'p', content: undefined as unknown as Block[] }, defaultBlockRegistry, logger()),
    ).toEqual([]);
  });
});

describe('prepareBlocks sanitises rich text, so the browser gets clean HTML only', () => {
  it('every rich-text field comes out as sanitised, serialisable HTML', () => {
    const hostile = '<p onclick="x()">Text<script>alert(1)</script></p>';
    const blocks = prepareBlocks(
      page([
        { id: 'b1', uiComponent: 'CmCopyCenter', copy: hostile },
        { id: 'b2', uiComponent: 'CmAccordion', items: [{ question: 'Frage?', answer: hostile }] },
        { id: 'b3', uiComponent: 'CmTabs', items: [{ label: 'Tab', copy: hostile }] },
        { id: 'b4', uiComponent: 'CmInfographic', description: hostile },
        { id: 'b5', uiComponent: 'TmArticleCollection', items: [{ headline: 'Artikel', copy: hostile }] },
      ]),
      defaultBlockRegistry,
      logger(),
    );
    expect(blocks.map((b) => b.kind)).toEqual(['block', 'block', 'block', 'block', 'block']);
    const sent = JSON.stringify(blocks.map((b) => (b as ReadyBlock).data));
    expect(sent).not.toMatch(/<script|onclick|alert/);
    expect(sent.match(/"sanitizedHtml":"<p>Text<\/p>"/g)).toHaveLength(5);
  });
});
