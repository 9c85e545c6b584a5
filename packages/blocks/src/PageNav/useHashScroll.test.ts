import { describe, expect, it, vi } from 'vitest';
import { RENDER_WHOLE_PAGE_ATTRIBUTE } from '../PageRenderer/renderWholePage';
import { HASH_SCROLL_DELAY_MS, scrollToHash } from './useHashScroll';

function fakeWindow({ reducedMotion = false, ids = ['wirkung', 'häufige-fragen'] } = {}) {
  const scrolled: { id: string; options: ScrollIntoViewOptions; wholePage: boolean }[] = [];
  const attributes = new Map<string, string>();
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const win = {
    matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
    document: {
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
      },
      getElementById: (id: string) =>
        ids.includes(id)
          ? {
              scrollIntoView: vi.fn((options: ScrollIntoViewOptions) =>
                scrolled.push({ id, options, wholePage: attributes.has(RENDER_WHOLE_PAGE_ATTRIBUTE) }),
              ),
            }
          : null,
    },
    // Frames run at once here; what is tested is when the whole page is let go.
    requestAnimationFrame: (callback: () => void) => callback(),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    setTimeout: (callback: () => void) => timers.push(callback),
    clearTimeout: () => timers.splice(0),
  };
  return {
    win: win as unknown as Window,
    scrolled,
    wholePage: () => attributes.has(RENDER_WHOLE_PAGE_ATTRIBUTE),
    scrollEnds: () => listeners.get('scrollend')?.(),
    fallbackFires: () => timers.splice(0).forEach((timer) => timer()),
  };
}

describe('scrollToHash', () => {
  it('waits about a second after navigation, as the spec says', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(1000);
  });

  it('scrolls smoothly to the element the hash names', () => {
    const { win, scrolled } = fakeWindow();
    expect(scrollToHash('#wirkung', win)).toBe(true);
    expect(scrolled).toEqual([
      { id: 'wirkung', options: { behavior: 'smooth', block: 'start' }, wholePage: true },
    ]);
  });

  it('keeps the whole page rendered until the smooth scroll has ended', () => {
    const { win, wholePage, scrollEnds } = fakeWindow();
    scrollToHash('#wirkung', win);
    expect(wholePage(), 'while scrolling: every part at its real height').toBe(true);
    scrollEnds();
    expect(wholePage()).toBe(false);
  });

  it('lets the page go after a while when no scroll end is reported (nothing to scroll)', () => {
    const { win, wholePage, fallbackFires } = fakeWindow();
    scrollToHash('#wirkung', win);
    fallbackFires();
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
    expect(scrollToHash('#h%C3%A4ufige-fragen', win)).toBe(true);
    expect(scrolled[0]?.id).toBe('häufige-fragen');
  });

  it.each(['', '#', 'wirkung', '#unbekannt', '#%E0%A4%A'])('does nothing for %j', (hash) => {
    const { win, scrolled } = fakeWindow();
    expect(scrollToHash(hash, win)).toBe(false);
    expect(scrolled).toEqual([]);
  });
});
