import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ChromeVariant, NavItem, SiteDefinition } from '@healthsite/content-client';
import { Icon, Link, type Locale } from '@healthsite/ui';
import { useChromeCopy } from '../copy';
import { isCurrentPath } from './navigation';

export interface SiteHeaderProps {
  definition: Pick<SiteDefinition, 'brand' | 'header'>;
  /** `page.chrome ?? definition.header.uiComponent` (see `chromeVariantOf`). */
  variant?: ChromeVariant;
  /** Public path of the current page, for aria-current. */
  currentPath?: string;
  /** Home page of the locale: `/` or `/en`. */
  homeHref?: string;
  /** Search flyout, language selector and the like, shown before the CTA. */
  actions?: ReactNode;
  /** The menu starts open (stories). */
  defaultMenuOpen?: boolean;
  locale?: Locale;
  /** The brand's logo (decorative: the link is named "<brand> – zur Startseite"); default: the brand name. */
  logo?: ReactNode;
}

/**
 * The site header from the locale's site definition: brand, navigation (items with submenus),
 * actions and the CTA, in the `default` or the compact, dark `skjur` variant. Below the `md`
 * width of its own box the navigation folds behind a menu button (a disclosure; Escape closes it
 * and returns focus to the button).
 */
export function SiteHeader({
  definition,
  variant = definition.header.uiComponent,
  currentPath,
  homeHref = '/',
  actions,
  defaultMenuOpen = false,
  locale,
  logo,
}: SiteHeaderProps) {
  const copy = useChromeCopy(locale);
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const [openSubmenu, setOpenSubmenu] = useState<number | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const { brand, header } = definition;

  // A click outside the header closes an open submenu.
  useEffect(() => {
    if (openSubmenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenSubmenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openSubmenu]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openSubmenu !== null) {
      const toggle = headerRef.current?.querySelector<HTMLButtonElement>(
        `[data-submenu-toggle="${openSubmenu}"]`,
      );
      setOpenSubmenu(null);
      toggle?.focus();
      event.stopPropagation();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
      event.stopPropagation();
    }
  };

  return (
    // Escape is handled for the focusable controls inside (event delegation).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header
      ref={headerRef}
      className="hs-site-header"
      data-variant={variant}
      data-menu-open={menuOpen || undefined}
      onKeyDown={onKeyDown}
    >
      <div className="hs-site-header__bar">
        <Link href={homeHref} unstyled className="hs-site-header__brand" aria-label={copy.home(brand.name)}>
          <span aria-hidden="true">{logo ?? brand.name}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="hs-site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span>{copy.menu}</span>
        </button>
        <nav
          id={navId}
          className="hs-site-header__nav"
          aria-label={variant === 'skjur' ? copy.subBrandNav : copy.mainNav}
        >
          <ul className="hs-site-header__list">
            {header.items.map((item, index) => (
              <NavEntry
                key={`${item.to}-${item.text}`}
                item={item}
                index={index}
                currentPath={currentPath}
                expanded={openSubmenu === index}
                onExpandedChange={(expanded) => setOpenSubmenu(expanded ? index : null)}
                submenuLabel={copy.submenu(item.text)}
              />
            ))}
          </ul>
        </nav>
        {(actions || header.cta) && (
          <div className="hs-site-header__actions">
            {actions}
            {header.cta && (
              <Link href={header.cta.to} unstyled className="hs-site-header__cta">
                {header.cta.text}
              </Link>
            )}
          </div>
        )}
      </div>
    </header>
  );
}

interface NavEntryProps {
  item: NavItem;
  index: number;
  currentPath: string | undefined;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  submenuLabel: string;
}

function NavEntry({ item, index, currentPath, expanded, onExpandedChange, submenuLabel }: NavEntryProps) {
  const submenuId = useId();
  const children = item.children ?? [];
  const current = isCurrentPath(item.to, currentPath);
  return (
    <li className="hs-site-header__item" data-expanded={expanded || undefined}>
      <span className="hs-site-header__item-row">
        <Link
          href={item.to}
          unstyled
          className="hs-site-header__link"
          aria-current={current ? 'page' : undefined}
        >
          {item.text}
        </Link>
        {children.length > 0 && (
          <button
            type="button"
            className="hs-site-header__submenu-toggle"
            data-submenu-toggle={index}
            aria-expanded={expanded}
            aria-controls={submenuId}
            aria-label={submenuLabel}
            onClick={() => onExpandedChange(!expanded)}
          >
            <Icon name="chevron-down" size="sm" />
          </button>
        )}
      </span>
      {children.length > 0 && (
        <ul id={submenuId} className="hs-site-header__submenu" hidden={!expanded}>
          {children.map((child) => (
            <li key={`${child.to}-${child.text}`}>
              <Link
                href={child.to}
                unstyled
                className="hs-site-header__sublink"
                aria-current={isCurrentPath(child.to, currentPath) ? 'page' : undefined}
              >
                {child.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
