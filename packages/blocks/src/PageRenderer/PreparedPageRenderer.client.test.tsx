// @vitest-environment jsdom
// jsdom: a client root, where the renderer suspends on block chunks not loaded yet (a client
// navigation) and React checks how it calls `use` (React's development build warns on the console).
import { startTransition, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '@healthsite/content-client';
import { defaultBlockRegistry } from '../defaultBlockRegistry';
import { prepareBlocks } from '../prepareBlocks';
import type { BlockLoaders } from './lazyBlocks';
import { PreparedPageRenderer, toPageBlocks } from './render';

const page = {
  id: 'p-care',
  locale: 'de-DE',
  content: [
    { id: 'b1', uiComponent: 'CmCopyCenter', headline: 'Warum' },
    { id: 'b2', uiComponent: 'CmCopyCenter', headline: 'Wie' },
  ] as Block[],
};
const quiet = () => ({ warn: vi.fn(), debug: vi.fn() });

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('PreparedPageRenderer in the browser', () => {
  it('waits for block code not loaded yet, then shows the page whole, and React has nothing to warn of', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrive = (): void => undefined;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const Copy = ({ block }: { block: { headline?: string } }) => <h2>{block.headline}</h2>;
    const loaders: BlockLoaders = { CmCopyCenter: () => chunk.then(() => Copy as never) };
    const blocks = toPageBlocks(prepareBlocks(page, defaultBlockRegistry, quiet()));
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    root.render(
      <Suspense fallback={<p>lädt</p>}>
        <PreparedPageRenderer page={page} blocks={blocks} loaders={loaders} logger={quiet()} />
      </Suspense>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('lädt'));
    arrive();
    await vi.waitFor(() => expect(container.querySelectorAll('h2')).toHaveLength(2));
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Warum', 'Wie']);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it.each([
    ['arrives at once (React replays the waiting render)', 0],
    ['arrives later', 50],
  ])(
    "keeps the page on screen in a navigation until the next page's code is there: the code %s, and React has nothing to warn of",
    async (_, delay) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const Copy = ({ block }: { block: { headline?: string } }) => <h2>{block.headline}</h2>;
      let arrive = (): void => undefined;
      const chunk = delay ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
      const loaders: BlockLoaders = {
        CmCopyCenter: () => Promise.resolve(Copy as never),
        CmIntro: () => chunk.then(() => Copy as never),
      };
      const first = toPageBlocks(prepareBlocks(page, defaultBlockRegistry, quiet()));
      const next = toPageBlocks(
        prepareBlocks(
          {
            ...page,
            id: 'p-next',
            content: [
              { id: 'c1', uiComponent: 'CmCopyCenter', headline: 'Weiter' },
              { id: 'c2', uiComponent: 'CmIntro', headline: 'Einführung' },
            ] as Block[],
          },
          defaultBlockRegistry,
          quiet(),
        ),
      );
      const container = document.body.appendChild(document.createElement('div'));
      root = createRoot(container);
      const view = (blocks: typeof first) => (
        <Suspense fallback={<p>lädt</p>}>
          <PreparedPageRenderer page={page} blocks={blocks} loaders={loaders} logger={quiet()} />
        </Suspense>
      );
      root.render(view(first));
      await vi.waitFor(() => expect(container.querySelectorAll('h2')).toHaveLength(2));
      startTransition(() => root!.render(view(next)));
      if (delay) {
        // The next page waits for CmIntro's code: the first stays on screen, no fallback.
        await new Promise((resolve) => setTimeout(resolve, delay));
        expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Warum', 'Wie']);
        arrive();
      }
      await vi.waitFor(() =>
        expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
          'Weiter',
          'Einführung',
        ]),
      );
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    },
  );
});
