import type { MouseEvent } from 'react';
import { useBlocksCopy } from '../i18n/copy';
import { usePageBlocks } from '../PageRenderer/pageContext';
import { pageNavItems, type PageNavItem } from './pageNavItems';
import { scrollToHash } from './useHashScroll';

export interface PageNavProps {
  /** Defaults to the blocks of the surrounding PageRenderer that are listed in the page navigation. */
  items?: readonly PageNavItem[];
  /** Accessible name; defaults to "Auf dieser Seite" / "On this page". */
  label?: string;
  className?: string;
}

function onItemClick(event: MouseEvent<HTMLAnchorElement>, item: PageNavItem) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const target = document.getElementById(item.id);
  if (!target) return;
  // In-page links scroll at once (the 1 s delay is for arriving from another page) and move focus
  // to the section, so keyboard and screen-reader users land where sighted users do.
  event.preventDefault();
  window.history.pushState(null, '', item.href);
  scrollToHash(item.href);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** In-page navigation: links to the page's blocks that are marked `listInPageNav`. */
export function PageNav({ items, label, className }: PageNavProps) {
  const copy = useBlocksCopy();
  const blocks = usePageBlocks();
  const list = items ?? pageNavItems(blocks);
  if (list.length === 0) return null;
  return (
    <nav
      className={className ? `hs-page-nav ${className}` : 'hs-page-nav'}
      aria-label={label ?? copy.pageNavLabel}
    >
      <ul className="hs-page-nav__list">
        {list.map((item) => (
          <li key={item.id} className="hs-page-nav__item">
            <a className="hs-page-nav__link" href={item.href} onClick={(event) => onItemClick(event, item)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
