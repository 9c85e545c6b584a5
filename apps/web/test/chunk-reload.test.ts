import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReload } from '../app/chunk-reload.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('chunk reload', () => {
  it('recognises chunk-loading failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    expect(shouldReload(1_000_000, storage)).toBe(true);
    expect(shouldReload(1_030_000, storage)).toBe(false);
    expect(shouldReload(1_060_000, storage)).toBe(true);
  });
});
