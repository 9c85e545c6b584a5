import { type Distance, isDistance, isValidPostcode } from './validation';

/** One local pharmacy as the finder service returns it (contract §2). */
export interface LocalPharmacy {
  id: string;
  name: string;
  street: string;
  zipcode: string;
  city: string;
  lat: number;
  lon: number;
  phone: string;
  /** Distance from the searched postcode in km, a numeric string exactly as the service sent it. */
  distance: string;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface LocalSearchOptions {
  /** Root of the finder service, e.g. `https://finder.example/`; the query goes to `{endpoint}/?…`. */
  endpoint: string;
  zip: string;
  distance: Distance;
  /** Aborting it (a newer search started) rejects the call with an `AbortError`. */
  signal?: AbortSignal | undefined;
  fetch?: FetchLike | undefined;
  /** After this the call resolves to `[]`. */
  timeoutMs?: number | undefined;
}

const defaultTimeoutMs = 5000;

/** The request URL of a search: `{endpoint}/?zipcode=…&distance=…`. */
export function localSearchUrl(endpoint: string, zip: string, distance: number): string {
  const base = endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
  return `${base}?zipcode=${encodeURIComponent(zip)}&distance=${encodeURIComponent(String(distance))}`;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function toNumber(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Validates one item of the service's list. Strings stay as given (so `distance` keeps the
 * service's own rounding); `id` may be a number and becomes a string; `lat`/`lon` may be numeric
 * strings and become numbers (a map needs numbers). Returns `undefined` for an unusable item.
 */
export function parseLocalPharmacy(item: unknown): LocalPharmacy | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const o = item as Record<string, unknown>;
  const id = typeof o.id === 'number' && Number.isFinite(o.id) ? String(o.id) : o.id;
  const lat = toNumber(o.lat);
  const lon = toNumber(o.lon);
  const distance = typeof o.distance === 'number' ? String(o.distance) : o.distance;
  if (
    !isString(id) ||
    id === '' ||
    !isString(o.name) ||
    !isString(o.street) ||
    !isString(o.zipcode) ||
    !isString(o.city) ||
    !isString(o.phone) ||
    lat === undefined ||
    lon === undefined ||
    Math.abs(lat) > 90 ||
    Math.abs(lon) > 180 ||
    !isString(distance) ||
    toNumber(distance) === undefined
  ) {
    return undefined;
  }
  return {
    id,
    name: o.name,
    street: o.street,
    zipcode: o.zipcode,
    city: o.city,
    lat,
    lon,
    phone: o.phone,
    distance,
  };
}

/** True for the rejection of a search that was aborted because a newer one started. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function abortError(): Error {
  return new DOMException('The search was aborted.', 'AbortError');
}

/**
 * Searches local pharmacies over the finder-service contract (§2).
 *
 * - 200 with a JSON list: the valid items of that list, in the service's order.
 * - Any other status, a body that is not a JSON list, a network failure or a time-out: `[]`.
 * - Aborted through `signal` (a newer search started): **rejects with an `AbortError`**
 *   (`isAbortError(e)` is true), so a stale answer can never overwrite a newer one.
 * - An invalid postcode or distance is a programming error (the form validates first): rejects
 *   with a RangeError without calling the service.
 */
export async function searchLocalPharmacies(options: LocalSearchOptions): Promise<LocalPharmacy[]> {
  const { endpoint, zip, distance, signal, timeoutMs = defaultTimeoutMs } = options;
  if (!isValidPostcode(zip)) throw new RangeError(`Invalid postcode: ${JSON.stringify(zip)}`);
  if (!isDistance(distance)) throw new RangeError(`Invalid distance: ${JSON.stringify(distance)}`);
  if (signal?.aborted) throw abortError();
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  try {
    const response = await doFetch(localSearchUrl(endpoint, zip, distance), {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: combined,
    });
    if (response.status !== 200) {
      // Release the connection; the body is of no interest.
      void response.body?.cancel().catch(() => {});
      return [];
    }
    const body: unknown = await response.json();
    if (!Array.isArray(body)) return [];
    // A loop, not flatMap: hundreds of items, no array per item.
    const results: LocalPharmacy[] = [];
    for (const item of body) {
      const pharmacy = parseLocalPharmacy(item);
      if (pharmacy) results.push(pharmacy);
    }
    return results;
  } catch {
    if (signal?.aborted) throw abortError();
    return [];
  } finally {
    clearTimeout(timer);
  }
}

export interface LocalSearch {
  /**
   * Starts a search and aborts the one before it, whose promise then rejects with an AbortError.
   */
  search(query: { zip: string; distance: Distance }): Promise<LocalPharmacy[]>;
  /** Aborts the running search, if any (e.g. when the modal closes). */
  abort(): void;
}

/** A search client that keeps only the newest search alive. */
export function createLocalSearch(config: {
  endpoint: string;
  fetch?: FetchLike | undefined;
  timeoutMs?: number | undefined;
}): LocalSearch {
  let current: AbortController | undefined;
  return {
    search({ zip, distance }) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      return searchLocalPharmacies({ ...config, zip, distance, signal: controller.signal }).finally(() => {
        if (current === controller) current = undefined;
      });
    },
    abort() {
      current?.abort();
      current = undefined;
    },
  };
}
