import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { HreflangLink, Page, SiteDefinition } from '@healthsite/content-client';
import type { Locale } from '@healthsite/ui';
import { useChromeCopy } from '../copy';
import { SiteFooter } from '../header/SiteFooter';
import { SiteHeader } from '../header/SiteHeader';
import { chromeVariantOf } from '../header/navigation';
import { LanguageSelector } from '../language/LanguageSelector';
import { siteLocales, type SelectableLocale } from '../language/languageTargets';
import { lazyComponent, type LazyComponent } from '../lazy/lazyComponent';
import { FloatingLegalButton } from '../legal/FloatingLegalButton';
import type { LegalTextsModalProps } from '../legal/LegalTextsModal';
import { LEGAL_HASH, LEGAL_PARAM, legalTextsSource, type LegalTexts } from '../legal/legalTexts';
import { useLegalTextsUrlState } from '../legal/useLegalTextsUrlState';
import { SearchFlyout, type SearchIndexService } from '../search/SearchFlyout';
import { StoreDrawer } from '../store/StoreDrawer';
import type { Retailer } from '../store/retailers';

export const FINDER_HASH = 'apofinder';

type LegalModalProps = Omit<LegalTextsModalProps, 'items'>;
const legalModals = new WeakMap<object, LazyComponent<LegalModalProps>>();

/**
 * The legal-texts modal of a set of texts: its code (and, from a source, the texts) loads with the
 * first opening or the pointer reaching the floating button, not with the page; once per set.
 */
function legalTextsModalOf(texts: LegalTexts): LazyComponent<LegalModalProps> {
  let modal = legalModals.get(texts);
  if (!modal) {
    const items = legalTextsSource(texts).load;
    modal = lazyComponent(() =>
      Promise.all([import('../legal/LegalTextsModal'), items()]).then(
        ([{ LegalTextsModal }, loaded]) =>
          function LoadedLegalTextsModal(props: LegalModalProps) {
            return <LegalTextsModal {...props} items={loaded} />;
          },
      ),
    );
    legalModals.set(texts, modal);
  }
  return modal;
}

/** What the finder should start with: see {@link FinderSlotProps.launch}. */
export interface FinderLaunch {
  /** A new key means "start a fresh finder" (a new search, nothing kept of the last one). */
  key: number;
  /** The product to preselect (the link's `data-preselect-product`), or null. */
  product: string | null;
}

/** What the finder slot receives: the finder modal is the app's (e.g. `FinderModal` of `@healthsite/finder/react`). */
export interface FinderSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * A same-page `#apofinder` link inside an element with `data-preselect-product` (TmApo,
   * SmProductHero, TmProductCards) opens the finder with a new `key` and that product: use `key`
   * as the finder's React key and preselect `product`. The other ways in (the header CTA and other
   * `#apofinder` links, the store drawer, `#apofinder` in the address) keep the last launch, so
   * the last search stays. Starts as `{ key: 0, product: null }`.
   */
  launch: FinderLaunch;
  /**
   * The link that opened the finder (the header CTA, a hero's or a TmApo block's `#apofinder`
   * link): give it focus back when the finder closes (WCAG 2.4.3). Empty when the finder opened
   * otherwise (from the address, the store drawer).
   */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export interface SiteLayoutProps {
  /** The locale's site definition: brand, header, footer, search quicklinks (its products: `legalTexts`). */
  definition: Pick<SiteDefinition, 'brand' | 'header' | 'footer' | 'search'>;
  /**
   * The legal texts of the site's products, prepared where the content arrives:
   * `prepareLegalTexts(definition.products)` (main entry; it sanitises). None: no legal button.
   * Or a `LegalTextsSource`: the products, and the texts loaded on the modal's first use
   * (the page then carries only the products).
   */
  legalTexts: LegalTexts;
  /** The page shown: its `chrome` overrides the header/footer variant, its `theme` colours the chrome. */
  page?: Pick<Page, 'chrome' | 'theme'> | undefined;
  locale: Locale;
  /**
   * The site's locales, for the language selector and the home links (`selectableLocales(
   * client.locales)`); default: German at `/` and English at `/en`.
   */
  locales?: readonly SelectableLocale[] | undefined;
  /** Public path of the current page. */
  currentPath: string;
  /** The page's hreflang links (`alternatesOf(page)`), for the language selector. */
  alternates?: readonly HreflangLink[];
  /** Where the search flyout loads its index; without it there is no search. */
  searchService?: SearchIndexService | undefined;
  /** Path of the locale's search page (see `SearchFlyout`'s `searchPage`). */
  searchPage?: string | undefined;
  /**
   * The pharmacy-finder overlay; links to `#apofinder`, the header CTA and the store drawer open it,
   * a link inside `[data-preselect-product]` with that product (see {@link FinderSlotProps.launch}).
   */
  renderFinder?: ((props: FinderSlotProps) => ReactNode) | undefined;
  /** Changes on every router navigation (e.g. `location.key`), so the legal modal follows `?pt=`. */
  locationKey?: string | undefined;
  /** The id of `<main>`, the skip link's target. */
  mainId?: string;
  /** Shown above the header, after the skip link (e.g. the `PreviewBanner` of a draft preview). */
  notice?: ReactNode;
  /** The brand's logo in the header and footer (decorative); default: the brand name as text. */
  logo?: ReactNode;
  /** Where the brand's products are sold, for the store drawer (default: `retailers`). */
  retailers?: readonly Retailer[] | undefined;
  children?: ReactNode;
}

/**
 * The site chrome around a page: skip link, header (with the search flyout), the page in `<main>`,
 * footer (language selector, store drawer), the pharmacy-finder slot and, when the site has
 * products with legal texts, the floating `Pflichttexte` button and the legal-texts modal.
 */
export function SiteLayout({
  definition,
  legalTexts,
  page,
  locale,
  locales = siteLocales,
  currentPath,
  alternates = [],
  searchService,
  searchPage,
  renderFinder,
  locationKey,
  mainId = 'main',
  notice,
  logo,
  retailers,
  children,
}: SiteLayoutProps) {
  const copy = useChromeCopy(locale);
  const variant = chromeVariantOf(page, definition, 'header');
  const footerVariant = chromeVariantOf(page, definition, 'footer');
  const assetIds = useMemo(() => legalTextsSource(legalTexts).products.map((p) => p.assetId), [legalTexts]);
  const hasLegal = assetIds.length > 0;
  // Made only where there are texts (an inline `[]` would make one per render).
  const legalModal = hasLegal ? legalTextsModalOf(legalTexts) : undefined;
  const legal = useLegalTextsUrlState({ assetIds, ready: hasLegal, locationKey });
  const legalButton = useRef<HTMLButtonElement>(null);
  // The links that opened the overlays: focus goes back there when they close.
  const finderOpener = useRef<HTMLElement | null>(null);
  const legalOpener = useRef<HTMLElement | null>(null);
  // The legal modal gives focus back to the link that opened it while it is on the page, else to
  // the floating button (the modal reads `.current` when it closes).
  const legalReturnFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        const opener = legalOpener.current;
        return opener?.isConnected ? opener : legalButton.current;
      },
    }),
    [],
  );
  const finderReturnFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return finderOpener.current;
      },
    }),
    [],
  );
  const [finderOpen, setFinderOpen] = useState(false);
  const [finderLaunch, setFinderLaunch] = useState<FinderLaunch>({ key: 0, product: null });
  const homeHref = locales.find((l) => l.code === locale)?.home ?? '/';
  const hasFinder = Boolean(renderFinder);

  // `#apofinder` in the address on arrival opens the finder too.
  useEffect(() => {
    if (!hasFinder) return;
    const follow = () => {
      if (window.location.hash !== `#${FINDER_HASH}`) return;
      finderOpener.current = null; // opened from the address, not by a link of this page
      setFinderOpen(true);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [hasFinder]);

  const onClickCapture = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element).closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href) return;
      // A link to the legal texts (`#pflichttexte`, `?pt=…` on this page) opens them: remember it.
      const legalTarget = new URL(href, window.location.href);
      if (
        legalTarget.pathname === window.location.pathname &&
        (legalTarget.hash === `#${LEGAL_HASH}` || legalTarget.searchParams.has(LEGAL_PARAM))
      )
        legalOpener.current = anchor;
      if (!hasFinder || !href.endsWith(`#${FINDER_HASH}`)) return;
      const target = new URL(href, window.location.href);
      if (target.pathname !== window.location.pathname) return;
      event.preventDefault();
      // A block's finder link names its product: a fresh finder with it. Others keep the last search.
      const product = anchor
        .closest<HTMLElement>('[data-preselect-product]')
        ?.dataset.preselectProduct?.trim();
      if (product) setFinderLaunch((last) => ({ key: last.key + 1, product }));
      finderOpener.current = anchor;
      setFinderOpen(true);
    },
    [hasFinder],
  );

  const onFinderOpenChange = useCallback((open: boolean) => {
    setFinderOpen(open);
    if (!open && window.location.hash === `#${FINDER_HASH}`) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, []);

  return (
    // Intercepts link activation only (keyboards activate links with a click event too).
    <div
      className="hs-site-layout"
      data-theme={page?.theme}
      data-chrome={variant}
      data-has-legal={hasLegal || undefined}
      onClickCapture={onClickCapture}
    >
      <a className="hs-site-layout__skip" href={`#${mainId}`}>
        {copy.skipLink}
      </a>
      {notice}
      <SiteHeader
        definition={definition}
        variant={variant}
        currentPath={currentPath}
        homeHref={homeHref}
        locale={locale}
        logo={logo}
        actions={
          searchService && (
            <SearchFlyout
              service={searchService}
              quicklinks={definition.search?.quicklinks}
              searchPage={searchPage}
              locale={locale}
            />
          )
        }
      />
      <main id={mainId} tabIndex={-1} className="hs-site-layout__main">
        {children}
      </main>
      <SiteFooter
        definition={definition}
        variant={footerVariant}
        currentPath={currentPath}
        homeHref={homeHref}
        locale={locale}
        logo={logo}
        extra={
          <div className="hs-site-layout__footer-extra">
            <LanguageSelector
              locale={locale}
              locales={locales}
              currentPath={currentPath}
              alternates={alternates}
            />
            {footerVariant === 'default' && (
              <StoreDrawer
                locale={locale}
                retailers={retailers}
                onOpenFinder={
                  hasFinder
                    ? () => {
                        finderOpener.current = null;
                        setFinderOpen(true);
                      }
                    : undefined
                }
              />
            )}
          </div>
        }
      />
      {renderFinder?.({
        open: finderOpen,
        onOpenChange: onFinderOpenChange,
        launch: finderLaunch,
        returnFocusTo: finderReturnFocus,
      })}
      {legalModal && (
        <>
          <FloatingLegalButton
            ref={legalButton}
            onClick={() => {
              legalOpener.current = null;
              legal.openModal();
            }}
            onIntent={legalModal.preload}
            hidden={legal.open}
            locale={locale}
          />
          <legalModal.OnFirstOpen
            open={legal.open}
            onOpenChange={(open) => (open ? legal.openModal() : legal.close())}
            onLoadError={legal.close}
            selected={legal.selected}
            onToggle={legal.toggle}
            onClear={legal.clear}
            locale={locale}
            returnFocusTo={legalReturnFocus}
          />
        </>
      )}
    </div>
  );
}
