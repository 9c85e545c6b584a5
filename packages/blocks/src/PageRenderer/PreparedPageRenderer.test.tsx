import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { Block } from '@healthsite/content-client';
import { defaultBlockRegistry } from '../defaultBlockRegistry';
import { prepareBlocks } from '../prepareBlocks';
import { PageRenderer } from './PageRenderer';
import {
  blockTypesOf,
  defaultBlockLoaders,
  loadedBlock,
  preloadBlocks,
  PreparedPageRenderer,
  toPageBlocks,
} from './render';

const page = {
  id: 'p-care',
  locale: 'de-DE',
  theme: 'care' as const,
  template: 'product',
  content: [
    { id: 'b1', uiComponent: 'SmStage', headline: 'Klare Sicht' },
    { id: 'b2', uiComponent: 'NmAnchor' },
    { id: 'b3', uiComponent: 'CmCopyCenter', headline: 'Warum', listInPageNav: true },
    { id: 'b4', uiComponent: 'TmUnheard' },
    { id: 'b5', uiComponent: 'SmStage' /* valid: headline optional */ },
  ] as Block[],
};

function quiet() {
  return { warn: vi.fn<(message: string) => void>(), debug: vi.fn<(message: string) => void>() };
}

// Suspense boundaries add comment markers to server HTML; the markup is otherwise the same.
const withoutSuspenseMarkers = (html: string) => html.replace(/<!--\/?\$-->/g, '');

describe('code-split rendering (@healthsite/blocks/render)', () => {
  it('has a loader for every block type of the default registry, and no other', () => {
    expect(Object.keys(defaultBlockLoaders).sort()).toEqual(Object.keys(defaultBlockRegistry).sort());
  });

  it('loads, for every block type, the very component its registry entry renders', async () => {
    for (const [type, load] of Object.entries(defaultBlockLoaders)) {
      const entry = defaultBlockRegistry[type as keyof typeof defaultBlockRegistry];
      expect(await load(), type).toBe(entry.Component);
    }
  });

  it('sends plain data: no module, no schema, survives JSON', () => {
    const blocks = toPageBlocks(prepareBlocks(page, defaultBlockRegistry, quiet()));
    expect(blocks.some((block) => 'module' in block)).toBe(false);
    expect(JSON.parse(JSON.stringify(blocks))).toEqual(blocks);
    expect(blockTypesOf(blocks)).toEqual(['SmStage', 'NmAnchor', 'CmCopyCenter']);
  });

  it('renders preloaded blocks synchronously, like PageRenderer', async () => {
    const blocks = JSON.parse(
      JSON.stringify(toPageBlocks(prepareBlocks(page, defaultBlockRegistry, quiet()))),
    ) as ReturnType<typeof toPageBlocks>;
    await preloadBlocks(blockTypesOf(blocks));
    for (const type of blockTypesOf(blocks)) expect(loadedBlock(defaultBlockLoaders[type]!)).toBeDefined();
    const logger = quiet();
    const split = renderToString(<PreparedPageRenderer page={page} blocks={blocks} logger={logger} />);
    const eager = renderToString(<PageRenderer page={page} logger={quiet()} />);
    expect(split).toContain('<h1');
    expect(split).toContain('id="warum"');
    expect(split).not.toContain('TmUnheard');
    expect(withoutSuspenseMarkers(split)).toBe(eager);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('drops (and logs) a validated block whose type has no loader; the rest renders', async () => {
    const blocks = toPageBlocks(prepareBlocks(page, defaultBlockRegistry, quiet()));
    const loaders = { CmCopyCenter: defaultBlockLoaders.CmCopyCenter! };
    await preloadBlocks(['CmCopyCenter', 'NotThere'], loaders);
    const logger = quiet();
    const html = renderToString(
      <PreparedPageRenderer page={page} blocks={blocks} loaders={loaders} logger={logger} />,
    );
    expect(html).toContain('data-block="CmCopyCenter"');
    expect(html).not.toContain('data-block="SmStage"');
    expect(logger.warn).toHaveBeenCalledWith(
      '[blocks] dropped block "b1" (SmStage) on page "p-care": no loader for this block type',
    );
  });
});
