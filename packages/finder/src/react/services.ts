import { isValidPostcode } from '../validation';
import { searchLocalPharmacies, type FetchLike, type LocalPharmacy } from '../local-search';
import type { LocalSearchService } from './types';

function abortError(): Error {
  return new DOMException('The search was aborted.', 'AbortError');
}

/** The service over the finder-service contract (§2); `endpoint` is the app's FINDER_ENDPOINT. */
export function createHttpLocalSearchService(
  endpoint: string,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): LocalSearchService {
  return {
    search: ({ zip, distance, signal }) =>
      searchLocalPharmacies({
        endpoint,
        zip,
        distance,
        signal,
        fetch: options.fetch,
        timeoutMs: options.timeoutMs,
      }),
  };
}

/**
 * An in-memory service for stories and tests: answers every valid postcode with the pharmacies
 * within the distance (by their `distance` field), sorted as given; `emptyFor` postcodes get `[]`.
 * `delayMs` keeps a search pending for that long (abortable).
 */
export function createInMemoryLocalSearchService(
  pharmacies: readonly LocalPharmacy[],
  options: { emptyFor?: readonly string[]; delayMs?: number } = {},
): LocalSearchService {
  return {
    search({ zip, distance, signal }) {
      return new Promise<LocalPharmacy[]>((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        const answer = () =>
          isValidPostcode(zip) && !options.emptyFor?.includes(zip)
            ? pharmacies.filter((p) => Number(p.distance) <= distance)
            : [];
        if (!options.delayMs) return resolve(answer());
        const timer = setTimeout(() => resolve(answer()), options.delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(abortError());
        });
      });
    },
  };
}
