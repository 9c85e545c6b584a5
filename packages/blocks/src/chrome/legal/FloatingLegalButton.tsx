import type { Locale } from '@healthsite/ui';
import type { Ref } from 'react';
import { useChromeCopy } from '../copy';

export interface FloatingLegalButtonProps {
  onClick: () => void;
  /** The pointer or focus reached the button: time to load the modal's code. */
  onIntent?: () => void;
  /** Hidden while the legal-texts modal is open. */
  hidden?: boolean;
  /** `inline` for stories and docs; the site uses the fixed button. */
  position?: 'fixed' | 'inline';
  locale?: Locale;
  /** The button, e.g. for the modal's `returnFocusTo`. */
  ref?: Ref<HTMLButtonElement>;
}

/** The fixed floating `Pflichttexte` button that opens the legal-texts modal. */
export function FloatingLegalButton({
  onClick,
  onIntent,
  hidden = false,
  position = 'fixed',
  locale,
  ref,
}: FloatingLegalButtonProps) {
  const copy = useChromeCopy(locale);
  if (hidden) return null;
  return (
    <button
      ref={ref}
      type="button"
      className="hs-legal-button"
      data-position={position}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {copy.legalButton}
    </button>
  );
}
