import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { Block } from '@healthsite/content-client';
import { z } from 'zod';
import { createBlockRegistry, defineBlock } from '../blockModule';
import { defaultBlockRegistry } from '../defaultBlockRegistry';
import { blockSchema } from '../fields';
import { PageRenderer } from './PageRenderer';

const page = (content: unknown[], extra: object = {}) => ({
  id: 'p-home-de',
  locale: 'de-DE',
  theme: 'care' as const,
  template: 'product',
  content: content as Block[],
  ...extra,
});

function quiet() {
  return { warn: vi.fn<(message: string) => void>(), debug: vi.fn<(message: string) => void>() };
}

describe('PageRenderer', () => {
  it('sets theme and template on the page root and renders blocks in order', () => {
    const html = renderToString(
      <PageRenderer
        page={page([
          { id: 'b1', uiComponent: 'SmStage', headline: 'Klare Sicht' },
          { id: 'b2', uiComponent: 'CmCopyCenter', headline: 'Warum', listInPageNav: true },
        ])}
        logger={quiet()}
      />,
    );
    expect(html).toContain('data-theme="care"');
    expect(html).toContain('data-template="product"');
    expect(html.indexOf('data-block="SmStage"')).toBeLessThan(html.indexOf('data-block="CmCopyCenter"'));
    expect(html).toContain('id="warum"');
    expect(html).toMatch(/<h1[^>]*>Klare Sicht<\/h1>/);
  });

  it('defaults theme and template', () => {
    const html = renderToString(
      <PageRenderer page={{ id: 'p', content: [{ id: 'a', uiComponent: 'CmCopyCenter', headline: 'x' }] }} />,
    );
    expect(html).toContain('data-theme="default"');
    expect(html).toContain('data-template="product"');
  });

  it('renders nothing for an unknown type in production, a placeholder in development', () => {
    const content = [
      { id: 'u', uiComponent: 'TmUnheard' },
      { id: 'c', uiComponent: 'CmCopyCenter', headline: 'Bleibt' },
    ];
    const production = renderToString(<PageRenderer page={page(content)} logger={quiet()} />);
    expect(production).not.toContain('TmUnheard');
    expect(production).toContain('Bleibt');

    const development = renderToString(
      <PageRenderer page={page(content)} logger={quiet()} mode="development" />,
    );
    expect(development).toContain('data-unknown-block="TmUnheard"');
    expect(development).toContain('Unbekannter Blocktyp: TmUnheard');
    expect(development).toContain('Bleibt');

    const english = renderToString(
      <PageRenderer page={page(content, { locale: 'en' })} logger={quiet()} mode="development" />,
    );
    expect(english).toContain('Unknown block type: TmUnheard');
  });

  it('drops a whitespace type and an invalid block with one log line; the rest renders', () => {
    const logger = quiet();
    const html = renderToString(
      <PageRenderer
        page={page([
          { id: 'w', uiComponent: 'Cm Copy', headline: 'Leerzeichen' },
          { id: 'b1', uiComponent: 'SmStage', headline: 'Kaputt', image: { alt: 'x' } },
          { id: 'b2', uiComponent: 'CmCopyCenter', headline: 'Heil' },
        ])}
        logger={logger}
      />,
    );
    expect(html).not.toContain('Leerzeichen');
    expect(html).not.toContain('Kaputt');
    expect(html).toContain('Heil');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toBe(
      '[blocks] dropped block "b1" (SmStage) on page "p-home-de": field "image.src": expected string, received undefined',
    );
  });

  it('applies the spacing table between neighbours', () => {
    const html = renderToString(
      <PageRenderer
        page={page([
          { id: 's', uiComponent: 'SmStage', headline: 'Stage' },
          { id: 'a', uiComponent: 'CmCopyCenter', headline: 'A' },
          { id: 'b', uiComponent: 'CmCopyCenter', headline: 'B' },
        ])}
        logger={quiet()}
      />,
    );
    expect([...html.matchAll(/data-gap="(\w+)"/g)].map((m) => m[1])).toEqual(['none', 'none', 'md']);
  });

  it('renders with a registry of a sister site', () => {
    const teaser = defineBlock(blockSchema('XyTeaser', { claim: z.string().optional() }), ({ block }) => (
      <aside data-block="XyTeaser">{block.claim}</aside>
    ));
    const registry = createBlockRegistry({ ...defaultBlockRegistry, XyTeaser: teaser });
    const html = renderToString(
      <PageRenderer
        page={page([
          { id: 't', uiComponent: 'XyTeaser', claim: 'Schwesterseite' },
          { id: 'c', uiComponent: 'CmCopyCenter', headline: 'Auch da' },
        ])}
        registry={registry}
        logger={quiet()}
      />,
    );
    expect(html).toContain('Schwesterseite');
    expect(html).toContain('Auch da');
  });
});
