import { SegmentedToggle } from '@healthsite/ui';
import type { Target } from '../state';
import { useFinder } from './FinderProvider';

/**
 * 'In der Nähe' / 'Online Apotheken': the design system's segmented toggle (native radios: one tab
 * stop, arrow keys switch, announced as "1 of 2, selected").
 */
export function TargetToggle() {
  const { state, dispatch, copy, uiCopy } = useFinder();
  return (
    <SegmentedToggle<Target>
      className="hs-finder__toggle"
      label={uiCopy.targetGroupLabel}
      options={[
        { value: 'local', label: copy.targetLocal },
        { value: 'online', label: copy.targetOnline },
      ]}
      value={state.target}
      onChange={(target) => dispatch({ type: 'setTarget', target })}
    />
  );
}
