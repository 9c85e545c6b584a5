import type { HreflangLink } from '@healthsite/content-client';
import { Link, type Locale } from '@healthsite/ui';
import { useId } from 'react';
import { useChromeCopy } from '../copy';
import { languageTargets, siteLocales, type SelectableLocale } from './languageTargets';

export interface LanguageSelectorProps {
  /** Locale of the current page. */
  locale: Locale;
  /** Public path of the current page. */
  currentPath: string;
  /** The page's hreflang links: content-client `alternatesOf(page)` (empty when it has none). */
  alternates: readonly HreflangLink[];
  locales?: readonly SelectableLocale[];
}

/** `Sprachauswahl`: links to the current page in the other locale, else to that locale's home page. */
export function LanguageSelector({
  locale,
  currentPath,
  alternates,
  locales = siteLocales,
}: LanguageSelectorProps) {
  const copy = useChromeCopy(locale);
  const headingId = useId();
  const targets = languageTargets(locale, currentPath, alternates, locales);
  return (
    <nav className="hs-language-selector" aria-labelledby={headingId}>
      <h2 id={headingId} className="hs-language-selector__headline">
        {copy.languageHeadline}
      </h2>
      <ul className="hs-language-selector__list">
        {targets.map((target) => (
          <li key={target.code}>
            <Link
              href={target.href}
              unstyled
              className="hs-language-selector__link"
              hrefLang={target.hreflang ?? target.code}
              lang={target.hreflang ?? target.code}
              aria-current={target.current ? 'true' : undefined}
            >
              {target.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
