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
const Copy = ({ block }: { block: { headline?: string } }) => <h2>{block.headline}</h2>;
const headings = (container: HTMLElement) => [...container.querySelectorAll('h2')].map((h) => h.textContent);

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
    await vi.waitFor(() => expect(headings(container)).toEqual(['Warum', 'Wie']));
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it.each([
    ['arrives at once (React replays the waiting render)', true],
    ['arrives later', false],
  ])(
    "keeps the page on screen in a navigation until the next page's code is there: the code %s, and React has nothing to warn of",
    async (_, atOnce) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let arrive = (): void => undefined;
      const chunk = atOnce ? Promise.resolve() : new Promise<void>((resolve) => (arrive = resolve));
      const introAsked = vi.fn(() => chunk.then(() => Copy as never));
      const loaders: BlockLoaders = {
        CmCopyCenter: () => Promise.resolve(Copy as never),
        CmIntro: introAsked,
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
      await vi.waitFor(() => expect(headings(container)).toEqual(['Warum', 'Wie']));
      startTransition(() => root!.render(view(next)));
      if (!atOnce) {
        // The next page has asked for CmIntro's code and waits: the first stays on screen.
        await vi.waitFor(() => expect(introAsked).toHaveBeenCalled());
        expect(headings(container)).toEqual(['Warum', 'Wie']);
        arrive();
      }
      await vi.waitFor(() => expect(headings(container)).toEqual(['Weiter', 'Einführung']));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    },
  );
});
