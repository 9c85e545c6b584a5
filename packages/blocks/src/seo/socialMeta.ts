// Open Graph and Twitter card tags of a page: what a messenger or a social network shows when the
// page is shared (title, description, canonical URL, locale and its alternates, a large image).

/** An image for the card: absolute URL, its pixel size and its text alternative. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface SocialCardOptions {
  title: string;
  description?: string | undefined;
  /** The canonical absolute URL. */
  url: string;
  /** The site's name (the brand). */
  siteName: string;
  /** The page's locale code (`de-DE`, `en`). */
  locale: string;
  /** The locale codes of the page's other-language versions. */
  alternateLocales?: readonly string[];
  /** `article` for guide pages, else `website`. */
  type?: 'website' | 'article';
  image?: SocialImage | undefined;
}

/** One `<meta>`: Open Graph uses `property`, Twitter `name`. */
export type SocialMetaTag = { property: string; content: string } | { name: string; content: string };

/** The preferred size of a card image (Open Graph and Twitter's large summary card). */
export const SOCIAL_IMAGE_SIZE = Object.freeze({ width: 1200, height: 630 });

// Open Graph names a locale language_TERRITORY; a locale without a region gets the usual one.
const DEFAULT_TERRITORY: Record<string, string> = {
  de: 'DE',
  en: 'US',
  fr: 'FR',
  it: 'IT',
  es: 'ES',
  nl: 'NL',
};

/** `de-DE` → `de_DE`, `en` → `en_US`, `de-AT` → `de_AT`. */
export function openGraphLocale(code: string): string {
  const [language = '', region] = code.split(/[-_]/);
  const lower = language.toLowerCase();
  const territory = region?.toUpperCase() ?? DEFAULT_TERRITORY[lower];
  return territory ? `${lower}_${territory}` : lower;
}

/** The `<meta>` tags of a page's social card, in a stable order. */
export function socialMetaTags(options: SocialCardOptions): SocialMetaTag[] {
  const {
    title,
    description,
    url,
    siteName,
    locale,
    alternateLocales = [],
    type = 'website',
    image,
  } = options;
  const tags: SocialMetaTag[] = [
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:locale', content: openGraphLocale(locale) },
    ...[...new Set(alternateLocales.filter((code) => code !== locale).map(openGraphLocale))].map(
      (content) => ({ property: 'og:locale:alternate', content }),
    ),
  ];
  if (image) {
    tags.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    );
  }
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
  );
  if (image) {
    tags.push(
      { name: 'twitter:image', content: image.url },
      ...(image.alt ? [{ name: 'twitter:image:alt', content: image.alt }] : []),
    );
  }
  return tags;
}
