import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Icon } from '../Icon/Icon';
import type { Locale } from '../i18n';
import { useUiCopy } from '../i18n';
import { cx } from '../internal/cx';
import { isTheme, type Theme } from '../tokens/themes';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  /** Controlled open state (with onOpenChange), or leave both out and use `trigger`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as the Radix trigger, `asChild`). */
  trigger?: ReactNode;
  /**
   * Where focus goes when the dialog closes, for a dialog opened by a control outside it (no
   * `trigger`, e.g. a dialog whose code loads on first use). With a `trigger`, focus returns there.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Visible title; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional description under the title (aria-describedby). */
  description?: ReactNode;
  /** Content before the title in the header, e.g. a logo link. */
  headerStart?: ReactNode;
  /** Close control label; defaults to "Schließen" / "Close". */
  closeLabel?: string;
  size?: DialogSize;
  /** Footer below the scrolling body, e.g. action buttons. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Language of the dialog's own strings (close label), also set as `lang` on the dialog. */
  locale?: Locale;
  /**
   * The dialog renders in a portal on <body>, outside any `data-theme` wrapper. Without this prop
   * it takes, each time it opens, the theme of the closest `[data-theme]` around the trigger (or,
   * without a trigger, around `returnFocusTo`'s element).
   */
  theme?: Theme;
  className?: string;
}

/**
 * A modal dialog (Radix: focus trap, Escape, scroll lock, inert background) with a header holding
 * the title and a labelled close control, and a body whose height is limited to about two thirds
 * of the screen (it scrolls inside).
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocusTo,
  title,
  description,
  headerStart,
  closeLabel,
  size = 'md',
  footer,
  children,
  locale,
  theme,
  className,
}: DialogProps) {
  const copy = useUiCopy(locale);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Named as a ref, so that reading `.current` in the callback below counts as a ref read.
  const returnFocusRef = returnFocusTo;
  const [pageTheme, setPageTheme] = useState<Theme>();
  // The content mounts when the dialog opens: read the page's theme then (before the first paint).
  const readPageTheme = useCallback(
    (content: HTMLDivElement | null) => {
      if (!content || theme) return;
      const anchor = triggerRef.current ?? returnFocusRef?.current;
      const value = anchor?.closest('[data-theme]')?.getAttribute('data-theme');
      setPageTheme(isTheme(value) ? value : undefined);
    },
    [theme, returnFocusRef],
  );
  const contentTheme = theme ?? pageTheme;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      )}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="hs-dialog__overlay" data-theme={contentTheme} />
        <RadixDialog.Content
          ref={readPageTheme}
          className={cx('hs-dialog', className)}
          data-size={size}
          data-theme={contentTheme}
          lang={locale}
          onCloseAutoFocus={
            returnFocusTo &&
            ((event) => {
              if (!returnFocusTo.current) return;
              event.preventDefault();
              returnFocusTo.current.focus();
            })
          }
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="hs-dialog__header">
            {headerStart}
            <RadixDialog.Title className="hs-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="hs-dialog__close">
              <span className="hs-dialog__close-text">{closeLabel ?? copy.close}</span>
              <Icon name="close" />
            </RadixDialog.Close>
          </header>
          {/* Focusable, so keyboard users can scroll a long body (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="hs-dialog__body" tabIndex={0}>
            {description && (
              <RadixDialog.Description className="hs-dialog__description">
                {description}
              </RadixDialog.Description>
            )}
            {children}
          </div>
          {footer && <footer className="hs-dialog__footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
