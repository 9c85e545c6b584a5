import { findVariant, type FinderCatalogue } from '../catalogue';
import { createFinderState, finderReducer, type FinderState, type Target } from '../state';
import { isDistance, isValidPostcode } from '../validation';

/**
 * URL reflection of the finder, so a result can be shared and reloaded and the app can open the
 * modal from a link:
 *
 *   ?apofinder=local&pzn=18734027&zip=10115&distance=10
 *   ?apofinder=online&pzn=18734027
 *
 * `apofinder` (the modal's name) is present while the modal is open and names the target.
 */
export const finderSearchParamNames = ['apofinder', 'pzn', 'zip', 'distance'] as const;

/**
 * Writes the state into a copy of `base` (other parameters are kept): the target, the chosen
 * variant's PZN and, in local mode, a valid postcode with its distance. Half-typed postcodes are
 * left out, so the URL always describes a search that can run.
 */
export function finderStateToSearchParams(
  state: FinderState,
  base: URLSearchParams | string = '',
): URLSearchParams {
  const params = removeFinderSearchParams(base);
  params.set('apofinder', state.target);
  if (state.variant !== null) params.set('pzn', state.variant);
  if (state.target === 'local' && isValidPostcode(state.zip)) {
    params.set('zip', state.zip);
    params.set('distance', String(state.distance));
  }
  return params;
}

/** A copy of `params` without the finder's parameters (when the modal closes). */
export function removeFinderSearchParams(params: URLSearchParams | string): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of finderSearchParamNames) out.delete(name);
  return out;
}

function parseTarget(value: string | null): Target | null {
  return value === 'local' || value === 'online' ? value : null;
}

/**
 * Reads the finder from the URL: null when `apofinder` is missing or not `local` / `online` (the
 * modal stays closed). Invalid or unknown values (a PZN not in the catalogue, a postcode that is
 * not five digits, 7 km) are ignored. When the parameters describe a search that can run (online
 * with a PZN, local with a postcode), the returned state has submitted it: the form is collapsed
 * and the search is due; `FinderProvider` runs it when it mounts.
 */
export function finderStateFromSearchParams(
  catalogue: FinderCatalogue,
  params: URLSearchParams | string,
): FinderState | null {
  const search = new URLSearchParams(params);
  const target = parseTarget(search.get('apofinder'));
  if (target === null) return null;
  const reduce = finderReducer(catalogue);
  let state = createFinderState(catalogue, { target });

  const pzn = search.get('pzn');
  const found = pzn ? findVariant(catalogue, pzn) : undefined;
  // Selecting a product or variant makes a search due; only the final submit's search matters.
  if (found) {
    state = reduce(state, { type: 'selectProduct', name: found.product.name });
    state = reduce(state, { type: 'selectVariant', pzn: found.variant.pzn });
  }
  const zip = search.get('zip');
  if (target === 'local' && isValidPostcode(zip)) {
    state = reduce(state, { type: 'setZip', zip });
    const distance = Number(search.get('distance'));
    if (isDistance(distance)) state = reduce(state, { type: 'setDistance', distance });
  }
  const runnable = target === 'online' ? state.variant !== null : isValidPostcode(state.zip);
  if (!runnable) {
    // A product alone, or no parameters at all: the form shows, nothing is searched yet.
    const { product, variant, zip, distance } = state;
    return { ...createFinderState(catalogue, { target }), product, variant, zip, distance };
  }
  return reduce(state, { type: 'submit' });
}
