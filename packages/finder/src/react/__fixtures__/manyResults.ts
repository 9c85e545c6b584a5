import type { LocalPharmacy } from '../../local-search';
import data from './many-results.generated.json';

/**
 * The finder-service stand-in's answer for 10115 at 15 km: 729 fictional pharmacies around Berlin,
 * nearest first (regenerate with generate-many-results.mjs).
 */
export const manyPharmacies: readonly LocalPharmacy[] = data;
