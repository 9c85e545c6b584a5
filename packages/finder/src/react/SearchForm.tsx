import { useRef, type FormEvent } from 'react';
import { Button, Select, TextInput } from '@healthsite/ui';
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
  const { state, dispatch, copy, uiCopy, locale, catalogue } = useFinder();
  const zipRef = useRef<HTMLInputElement>(null);
  const local = showsLocalFields(state);

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
      <Select
        label={copy.productLabel}
        placeholder={copy.productPlaceholder}
        options={catalogue.products.map((p) => ({ value: p.name, label: p.name }))}
        value={state.product ?? ''}
        onChange={(e) => dispatch({ type: 'selectProduct', name: e.target.value || null })}
      />
      <Select
        label={copy.variantLabel}
        placeholder={copy.variantPlaceholder}
        options={variantOptions(catalogue, state).map((v) => ({ value: v.pzn, label: v.name }))}
        value={state.variant ?? ''}
        disabled={isVariantDisabled(state)}
        onChange={(e) => e.target.value && dispatch({ type: 'selectVariant', pzn: e.target.value })}
      />
      {local && (
        <>
          <Select
            label={copy.distanceLabel}
            options={distanceOptions.map((km) => ({
              value: String(km),
              label: fillPlaceholders(copy.distanceOption, { km }),
            }))}
            value={String(state.distance)}
            onChange={(e) => dispatch({ type: 'setDistance', distance: Number(e.target.value) })}
          />
          {/* The error is role="alert" (announced as it appears) and describes the field. */}
          <TextInput
            ref={zipRef}
            label={copy.postcodeLabel}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={copy.postcodePlaceholder}
            minLength={postcodeLength}
            maxLength={postcodeLength}
            pattern="[0-9]{5}"
            required={isPostcodeRequired(state)}
            error={hasPostcodeError(state) ? copy.postcodeError : undefined}
            value={state.zip}
            onChange={(e) => dispatch({ type: 'setZip', zip: e.target.value.replace(/\s/g, '') })}
          />
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
