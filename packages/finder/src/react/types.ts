import type { Distance } from '../validation';
import type { LocalPharmacy } from '../local-search';

/**
 * The local pharmacy search as a service object (ARCHITECTURE "Services"): the app passes the HTTP
 * one, Storybook and tests an in-memory one. `search` resolves `[]` on any failure and rejects
 * with an `AbortError` when `signal` aborts (a newer search replaced it).
 */
export interface LocalSearchService {
  search(query: {
    zip: string;
    distance: Distance;
    signal?: AbortSignal | undefined;
  }): Promise<LocalPharmacy[]>;
}

/** A MapLibre style. `requiresConsent`: a third-party style loads only after the visitor agrees. */
export interface MapStyleConfig {
  /** URL of a MapLibre style JSON, or `offline` for the style that ships with the package. */
  url: string;
  requiresConsent: boolean;
}

/** The map style that ships with the package: no network, no consent needed. */
export const offlineMapStyle: MapStyleConfig = Object.freeze({ url: 'offline', requiresConsent: false });
