import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('lazyComponent', () => {
  it('loads once, however often it is preloaded, and renders what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const lazyGreeting = lazyComponent(load);
    lazyGreeting.preload();
    lazyGreeting.preload();
    const { prelude } = await prerender(
      <Suspense fallback={<p>…</p>}>
        <lazyGreeting.Component name="Welt" />
      </Suspense>,
    );
    expect(await new Response(prelude).text()).toContain('Hallo <!-- -->Welt');
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again after a failed preload (offline for a moment)', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const lazyGreeting = lazyComponent(load);
    lazyGreeting.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    lazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
