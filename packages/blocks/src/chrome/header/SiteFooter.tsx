import type { ChromeVariant, SiteDefinition } from '@healthsite/content-client';
import { Link, type Locale } from '@healthsite/ui';
import type { ReactNode } from 'react';
import { useChromeCopy } from '../copy';
import { isCurrentPath } from './navigation';

export interface SiteFooterProps {
  definition: Pick<SiteDefinition, 'brand' | 'header' | 'footer'>;
  /** `page.chrome ?? definition.footer.uiComponent`. */
  variant?: ChromeVariant;
  currentPath?: string;
  homeHref?: string;
  /** E.g. the language selector. */
  extra?: ReactNode;
  locale?: Locale;
  /** The brand's logo (decorative); default: the brand name. */
  logo?: ReactNode;
}

/**
 * The site footer: in `default` the brand, the header's top-level sections, the legal links and
 * the credits; in `skjur` one compact dark row of legal links and credits.
 */
export function SiteFooter({
  definition,
  variant = definition.footer.uiComponent,
  currentPath,
  homeHref = '/',
  extra,
  locale,
  logo,
}: SiteFooterProps) {
  const copy = useChromeCopy(locale);
  const { brand, header, footer } = definition;
  const legal = (
    <nav aria-label={copy.legalNav} className="hs-site-footer__legal">
      <ul>
        {footer.legal.map((item) => (
          <li key={`${item.to}-${item.text}`}>
            <Link
              href={item.to}
              unstyled
              className="hs-site-footer__link"
              aria-current={isCurrentPath(item.to, currentPath) ? 'page' : undefined}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <footer className="hs-site-footer" data-variant={variant}>
      <div className="hs-site-footer__inner">
        {variant === 'default' && (
          <div className="hs-site-footer__top">
            <Link
              href={homeHref}
              unstyled
              className="hs-site-footer__brand"
              aria-label={copy.home(brand.name)}
            >
              <span aria-hidden="true">{logo ?? brand.name}</span>
            </Link>
            <nav aria-label={copy.footerNav} className="hs-site-footer__sections">
              <ul>
                {header.items.map((item) => (
                  <li key={`${item.to}-${item.text}`}>
                    <Link href={item.to} unstyled className="hs-site-footer__link">
                      {item.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {extra}
          </div>
        )}
        <div className="hs-site-footer__bottom">
          {legal}
          {variant === 'skjur' && extra}
          <p className="hs-site-footer__credits">{footer.credits.text}</p>
        </div>
      </div>
    </footer>
  );
}
