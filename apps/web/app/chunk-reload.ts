// Product spec §8: a chunk-loading failure (typically a deploy replaced the hashed assets under an
// open tab) reloads the page in full, at most once per 60 seconds.
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'healthsite:chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Whether a reload may happen now, given the time of the last one; records it when it may. */
export function shouldReload(
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  interval = CHUNK_RELOAD_INTERVAL_MS,
): boolean {
  const last = Number(storage?.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < interval) return false;
  try {
    storage?.setItem(STORAGE_KEY, String(now));
  } catch {
    // storage full or blocked: still reload once
  }
  return true;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the page for a chunk-loading failure unless that happened within the last minute, or the
 * browser is offline (a reload could only fail: the page's offline state says what happened).
 */
export function reloadForChunkError(): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  if (!shouldReload(Date.now(), sessionStore())) return false;
  window.location.reload();
  return true;
}
