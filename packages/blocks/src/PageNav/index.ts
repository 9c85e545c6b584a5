export { PageNav, type PageNavProps } from './PageNav';
export { pageNavItems, type PageNavItem } from './pageNavItems';
export { useHashScroll, scrollToHash, HASH_SCROLL_DELAY_MS, type HashScrollOptions } from './useHashScroll';
