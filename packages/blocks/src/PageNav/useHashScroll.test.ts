import { describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, scrollToHash } from './useHashScroll';

function fakeWindow({ reducedMotion = false, ids = ['wirkung', 'häufige-fragen'] } = {}) {
  const scrolled: { id: string; options: ScrollIntoViewOptions; wholePage: boolean }[] = [];
  const dataset: DOMStringMap = {};
  const frames: (() => void)[] = [];
  const elements = new Map(
    ids.map((id) => [
      id,
      {
        scrollIntoView: vi.fn((options: ScrollIntoViewOptions) =>
          scrolled.push({ id, options, wholePage: 'hsWholePage' in dataset }),
        ),
      },
    ]),
  );
  const win = {
    matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
    document: {
      documentElement: { dataset },
      getElementById: (id: string) => elements.get(id) ?? null,
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  return {
    win: win as unknown as Window,
    scrolled,
    wholePage: () => 'hsWholePage' in dataset,
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
  };
}

describe('scrollToHash', () => {
  it('waits about a second after navigation, as the spec says', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(1000);
  });

  it('scrolls smoothly to the element the hash names', () => {
    const { win, scrolled } = fakeWindow();
    expect(scrollToHash('#wirkung', win)).toBe(win.document.getElementById('wirkung'));
    expect(scrolled).toEqual([
      { id: 'wirkung', options: { behavior: 'smooth', block: 'start' }, wholePage: true },
    ]);
  });

  it('scrolls with the whole page rendered, which waits again two frames later', () => {
    const { win, wholePage, nextFrame } = fakeWindow();
    scrollToHash('#wirkung', win);
    nextFrame();
    expect(wholePage(), 'the frame after the scroll: every part at its real height').toBe(true);
    nextFrame();
    expect(wholePage()).toBe(false);
  });

  it('jumps without animation for people who prefer reduced motion', () => {
    const { win, scrolled } = fakeWindow({ reducedMotion: true });
    scrollToHash('#wirkung', win);
    expect(scrolled[0]?.options.behavior).toBe('auto');
    expect(scrolled[0]?.wholePage, 'the jump lands where the element really is').toBe(true);
  });

  it('decodes percent-encoded hashes', () => {
    const { win, scrolled } = fakeWindow();
    expect(scrollToHash('#h%C3%A4ufige-fragen', win)).not.toBeNull();
    expect(scrolled[0]?.id).toBe('häufige-fragen');
  });

  it.each(['', '#', 'wirkung', '#unbekannt', '#%E0%A4%A'])('does nothing for %j', (hash) => {
    const { win, scrolled } = fakeWindow();
    expect(scrollToHash(hash, win)).toBeNull();
    expect(scrolled).toEqual([]);
  });
});
