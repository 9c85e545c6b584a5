// @vitest-environment jsdom
// jsdom: the retry after a failed load needs a browser-like root (error boundaries do not run in
// server rendering).
import { flushSync } from 'react-dom';
import { prerender } from 'react-dom/static';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

const Greeting = ({ open, name }: { open: boolean; name: string }) => (open ? <p>Hallo {name}</p> : null);
const offline = () => new TypeError('Failed to fetch dynamically imported module');

const html = async (node: React.ReactNode) => new Response((await prerender(node)).prelude).text();

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** A client root whose uncaught errors (what would reach the route's error boundary) are collected. */
function clientRoot() {
  const container = document.createElement('div');
  document.body.append(container);
  const uncaught = vi.fn();
  root = createRoot(container, { onUncaughtError: uncaught, onCaughtError: () => undefined });
  return { container, root, uncaught };
}

describe('lazyComponent', () => {
  it('loads once, however often it is preloaded, and renders what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const lazyGreeting = lazyComponent(load);
    lazyGreeting.preload();
    lazyGreeting.preload();
    expect(await html(<lazyGreeting.OnFirstOpen open name="Welt" />)).toContain('Hallo <!-- -->Welt');
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders the fallback and loads nothing until the first opening', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const lazyGreeting = lazyComponent(load);
    expect(await html(<lazyGreeting.OnFirstOpen open={false} name="Welt" fallback={<i>leer</i>} />)).toBe(
      '<i>leer</i>',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('tries again after a failed preload (offline for a moment)', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(Greeting);
    const lazyGreeting = lazyComponent(load);
    lazyGreeting.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    lazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('survives a failed load (fallback, onLoadError) and loads again on the next opening', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(Greeting);
    const lazyGreeting = lazyComponent(load);
    const onLoadError = vi.fn();
    const { container, root, uncaught } = clientRoot();
    const render = (open: boolean) =>
      root.render(
        <lazyGreeting.OnFirstOpen open={open} name="Welt" fallback={<i>leer</i>} onLoadError={onLoadError} />,
      );

    render(true);
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(container.innerHTML).toBe('<i>leer</i>'));
    // The caller closes; the next opening (a render of its own) really imports again.
    flushSync(() => render(false));
    render(true);
    await vi.waitFor(() => expect(container.textContent).toBe('Hallo Welt'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(onLoadError).toHaveBeenCalledOnce();
    expect(uncaught).not.toHaveBeenCalled();
  });

  it('passes on what the loaded component throws (not a load failure)', async () => {
    const broken = new Error('render failed');
    const Broken = (_: { open: boolean }): React.ReactNode => {
      throw broken;
    };
    const lazyBroken = lazyComponent(() => Promise.resolve(Broken));
    const onLoadError = vi.fn();
    const { root, uncaught } = clientRoot();
    root.render(<lazyBroken.OnFirstOpen open onLoadError={onLoadError} />);
    await vi.waitFor(() => expect(uncaught).toHaveBeenCalledWith(broken, expect.anything()));
    expect(onLoadError).not.toHaveBeenCalled();
  });
});
