import { memo } from 'react';
import { SegmentedToggle } from '@healthsite/ui';
import type { FinderEvent, Target } from '../state';
import { useFinder } from './FinderProvider';

/**
 * 'In der Nähe' / 'Online Apotheken': the design system's segmented toggle (native radios: one tab
 * stop, arrow keys switch, announced as "1 of 2, selected").
 */
export function TargetToggle() {
  const { state, dispatch, copy, uiCopy } = useFinder();
  return (
    <Toggle
      target={state.target}
      dispatch={dispatch}
      label={uiCopy.targetGroupLabel}
      local={copy.targetLocal}
      online={copy.targetOnline}
    />
  );
}

interface ToggleProps {
  target: Target;
  dispatch: (event: FinderEvent) => void;
  label: string;
  local: string;
  online: string;
}

/**
 * Memoised on what it shows: a search and its answer change the finder's state, not the toggle,
 * whose radios React would otherwise update again (name, type, checked) for each of them.
 */
const Toggle = memo(function Toggle({ target, dispatch, label, local, online }: ToggleProps) {
  return (
    <SegmentedToggle<Target>
      className="hs-finder__toggle"
      label={label}
      options={[
        { value: 'local', label: local },
        { value: 'online', label: online },
      ]}
      value={target}
      onChange={(next) => dispatch({ type: 'setTarget', target: next })}
    />
  );
});
