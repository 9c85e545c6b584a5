import { describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, scrollToHash } from './useHashScroll';

function fakeWindow({ reducedMotion = false, ids = ['wirkung', 'häufige-fragen'] } = {}) {
  const scrolled: { id: string; options: ScrollIntoViewOptions }[] = [];
  const win = {
    matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
    document: {
      getElementById: (id: string) =>
        ids.includes(id)
          ? { scrollIntoView: vi.fn((options: ScrollIntoViewOptions) => scrolled.push({ id, options })) }
          : null,
    },
  };
  return { win: win as unknown as Window, scrolled };
}

describe('scrollToHash', () => {
  it('waits about a second after navigation, as the spec says', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(1000);
  });

  it('scrolls smoothly to the element the hash names', () => {
    const { win, scrolled } = fakeWindow();
    expect(scrollToHash('#wirkung', win)).toBe(true);
    expect(scrolled).toEqual([{ id: 'wirkung', options: { behavior: 'smooth', block: 'start' } }]);
  });

  it('jumps without animation for people who prefer reduced motion', () => {
    const { win, scrolled } = fakeWindow({ reducedMotion: true });
    scrollToHash('#wirkung', win);
    expect(scrolled[0]?.options.behavior).toBe('auto');
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
