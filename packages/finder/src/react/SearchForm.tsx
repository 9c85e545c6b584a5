import { useId, useRef, type FormEvent } from 'react';
import { Button } from '@healthsite/ui';
import { catalogue } from '../catalogue';
import { fillPlaceholders } from '../copy';
import {
  canSubmit,
  hasPostcodeError,
  isPostcodeRequired,
  isVariantDisabled,
  showsLocalFields,
  variantOptions,
} from '../state';
import { distanceOptions, isValidPostcode, postcodeLength } from '../validation';
import { useFinder } from './FinderProvider';

/** Product, variant and (local) distance and postcode, then 'Suchen'. */
export function SearchForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { state, dispatch, copy, uiCopy, locale } = useFinder();
  const id = useId();
  const zipRef = useRef<HTMLInputElement>(null);
  const local = showsLocalFields(state);
  const zipError = hasPostcodeError(state);
  const ids = {
    product: `${id}-product`,
    variant: `${id}-variant`,
    distance: `${id}-distance`,
    zip: `${id}-zip`,
    zipError: `${id}-zip-error`,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    // Same rules as the reducer: a local search needs a valid postcode, an online one a product.
    const invalidZip = state.target === 'local' && !isValidPostcode(state.zip);
    if (!invalidZip && canSubmit(state)) onSubmitted();
    dispatch({ type: 'submit' });
    // A failed local submit keeps the form and shows the postcode error (announced): focus it.
    if (invalidZip) zipRef.current?.focus();
  }

  return (
    <form className="hs-finder__form" aria-label={uiCopy.searchFormLabel} noValidate onSubmit={submit}>
      <div className="hs-finder__field">
        <label htmlFor={ids.product}>{copy.productLabel}</label>
        <select
          id={ids.product}
          value={state.product ?? ''}
          onChange={(e) => dispatch({ type: 'selectProduct', name: e.target.value || null })}
        >
          <option value="">{copy.productPlaceholder}</option>
          {catalogue.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="hs-finder__field">
        <label htmlFor={ids.variant}>{copy.variantLabel}</label>
        <select
          id={ids.variant}
          value={state.variant ?? ''}
          disabled={isVariantDisabled(state)}
          onChange={(e) => e.target.value && dispatch({ type: 'selectVariant', pzn: e.target.value })}
        >
          {state.variant === null && <option value="">{copy.variantPlaceholder}</option>}
          {variantOptions(state).map((v) => (
            <option key={v.pzn} value={v.pzn}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      {local && (
        <>
          <div className="hs-finder__field">
            <label htmlFor={ids.distance}>{copy.distanceLabel}</label>
            <select
              id={ids.distance}
              value={state.distance}
              onChange={(e) => dispatch({ type: 'setDistance', distance: Number(e.target.value) })}
            >
              {distanceOptions.map((km) => (
                <option key={km} value={km}>
                  {fillPlaceholders(copy.distanceOption, { km })}
                </option>
              ))}
            </select>
          </div>
          <div className="hs-finder__field" data-invalid={zipError || undefined}>
            <label htmlFor={ids.zip}>{copy.postcodeLabel}</label>
            <input
              ref={zipRef}
              id={ids.zip}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder={copy.postcodePlaceholder}
              minLength={postcodeLength}
              maxLength={postcodeLength}
              pattern="[0-9]{5}"
              required={isPostcodeRequired(state)}
              aria-invalid={zipError || undefined}
              aria-describedby={zipError ? ids.zipError : undefined}
              value={state.zip}
              onChange={(e) => dispatch({ type: 'setZip', zip: e.target.value.replace(/\s/g, '') })}
            />
            {/* role=alert: the error is announced as it appears. */}
            {zipError && (
              <p id={ids.zipError} className="hs-finder__error" role="alert">
                {copy.postcodeError}
              </p>
            )}
          </div>
        </>
      )}
      <div className="hs-finder__actions">
        <Button type="submit" variant="contained" size="lg" disabled={!canSubmit(state)} locale={locale}>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
