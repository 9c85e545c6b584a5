// Guards for the content client while the CMS is failing. The client revalidates whenever its
// cache is older than 3 s and a request comes in; during an outage that is one CMS request per
// page view, each logged. These wrappers keep it to one attempt and one log line per window.

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that, after a failure (network error or status >= 500), fails at once for `backoffMs`
 * instead of calling the CMS again; the client then keeps serving its last good content.
 */
export function withBackoff(
  fetchImpl: FetchLike,
  backoffMs: number,
  now: () => number = Date.now,
): FetchLike {
  let failedAt = Number.NEGATIVE_INFINITY;
  let lastFailure = '';
  return async (input, init) => {
    if (now() - failedAt < backoffMs) {
      throw new Error(`not retrying within ${backoffMs} ms of the last failure (${lastFailure})`);
    }
    try {
      const response = await fetchImpl(input, init);
      if (response.status >= 500) {
        failedAt = now();
        lastFailure = `status ${response.status}`;
      }
      return response;
    } catch (error) {
      failedAt = now();
      lastFailure = error instanceof Error ? error.message : String(error);
      throw error;
    }
  };
}

/** Calls `log` for a message unless the same message was logged within `windowMs`. */
export function dedupe(
  log: (message: string, ...rest: unknown[]) => void,
  windowMs: number,
  now: () => number = Date.now,
): (message: string, ...rest: unknown[]) => void {
  const seen = new Map<string, number>();
  return (message, ...rest) => {
    const key = message.replace(/not retrying within .*$/, 'not retrying');
    const last = seen.get(key);
    const t = now();
    if (last !== undefined && t - last < windowMs) return;
    seen.set(key, t);
    if (seen.size > 100) seen.clear();
    log(message, ...rest);
  };
}
