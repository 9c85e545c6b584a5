// A guard for the content client while the CMS is failing. The client revalidates whenever its
// cache is older than 3 s and a request comes in; during an outage that would be one CMS request
// per page view. This wrapper keeps it to one attempt per window (the logger, lib/log.ts, writes a
// repeated warning once per window).

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
