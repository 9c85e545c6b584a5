import { useId } from 'react';
import type { Target } from '../state';
import { useFinder } from './FinderProvider';

/**
 * 'In der Nähe' / 'Online Apotheken' as a segmented toggle built on native radio buttons: one tab
 * stop, arrow keys switch, and screen readers announce "1 of 2, selected".
 */
export function TargetToggle() {
  const { state, dispatch, copy, uiCopy } = useFinder();
  const name = useId();
  const options: { value: Target; label: string }[] = [
    { value: 'local', label: copy.targetLocal },
    { value: 'online', label: copy.targetOnline },
  ];
  return (
    <fieldset className="hs-finder__toggle">
      <legend className="hs-visually-hidden">{uiCopy.targetGroupLabel}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="hs-finder__toggle-option"
          data-checked={state.target === option.value}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={state.target === option.value}
            onChange={() => dispatch({ type: 'setTarget', target: option.value })}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
