/**
 * The visible mark after the label of a required control. Hidden from assistive technology: the
 * control's own `required` is what it announces.
 */
export function RequiredMark() {
  return (
    <span className="hs-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
