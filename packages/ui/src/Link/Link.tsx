import type { AnchorHTMLAttributes, HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import type { Locale } from '../i18n';
import { useUiCopy } from '../i18n';
import { cx } from '../internal/cx';
import { externalLinkRel, externalLinkTarget, linkKind } from './linkKind';
import { followWithRouter, useLinkRouter } from './LinkRouter';

export const linkVariants = ['DEFAULT', 'white', 'chip'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string | null | undefined;
  variant?: LinkVariant;
  /** Locale of the hidden "opens in a new tab" text; defaults to the LocaleProvider. */
  locale?: Locale;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  /**
   * Let a wrapper (e.g. Button) style the anchor itself. When set, the `hs-link` class and
   * `data-variant` are not added.
   */
  unstyled?: boolean;
}

/**
 * A link that follows the site's link rules: internal links stay in the tab, external links open a
 * new tab with rel "noopener noreferrer nofollow" and announce that to screen readers, and
 * `javascript:` / `data:` URLs are rendered as plain text, never as a link. Under a
 * `LinkRouterProvider`, a plain click on an internal page link navigates with the site's router.
 */
export function Link({
  href,
  variant = 'DEFAULT',
  locale,
  children,
  className,
  unstyled,
  ref,
  onClick,
  ...rest
}: LinkProps) {
  const copy = useUiCopy(locale);
  const router = useLinkRouter();
  const kind = linkKind(href);
  const classes = cx(!unstyled && 'hs-link', className);
  // A wrapper that styles the anchor itself passes its own data-* attributes through `rest`. The
  // default look needs no attribute (a page has dozens of links: each attribute is rendered bytes).
  const variantAttrs = unstyled || variant === 'DEFAULT' ? {} : { 'data-variant': variant };

  if (kind === 'unsafe' || kind === 'none' || href == null) {
    return (
      <span
        {...({ ...rest, onClick } as HTMLAttributes<HTMLSpanElement>)}
        className={classes}
        {...variantAttrs}
        data-link-kind={kind}
      >
        {children}
      </span>
    );
  }

  if (kind === 'external') {
    return (
      <a
        {...rest}
        ref={ref}
        href={href}
        onClick={onClick}
        target={externalLinkTarget}
        rel={externalLinkRel}
        className={classes}
        {...variantAttrs}
      >
        {children}
        <span className="hs-visually-hidden"> ({copy.opensInNewTab})</span>
      </a>
    );
  }

  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      className={classes}
      {...variantAttrs}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        followWithRouter(event, event.currentTarget, router);
      }}
    >
      {children}
    </a>
  );
}
