// The content contract (CONTENT-CONTRACT.md §1) as TypeScript types.
// These are the shapes AFTER validation by the client; every other package reads these types.

export type LocaleCode = 'de-DE' | 'en';

export interface LocaleConfig {
  code: LocaleCode | (string & {});
  iso: string;
  name: string;
  /** URL prefix without trailing slash, '' for the default locale. */
  prefix: string;
  default?: boolean;
}

export const themes = [
  'default',
  'care',
  'comod',
  'dual',
  'dualintense',
  'evotears',
  'fresh',
  'gel',
  'omega',
  'parin',
] as const;
export type Theme = (typeof themes)[number];

export interface ImageRef {
  src: string;
  alt: string;
  type?: 'jpg' | 'png';
  ratio?: '16-9' | '3-2' | '1-1' | '1-2';
}

export interface LinkRef {
  text: string;
  href: string;
}

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Common fields of every block. Block-specific fields are kept as they came and parsed by the block's own schema. */
export interface Block {
  id: string;
  uiComponent: string;
  assetId?: string;
  copy?: string;
  headline?: string;
  headingTag?: HeadingTag;
  listInPageNav?: boolean;
  anchor?: string;
  topline?: string;
  name?: string;
  topic?: string;
  links?: LinkRef[];
  [field: string]: unknown;
}

export interface Alternate {
  locale: string;
  path: string;
}

export interface Page {
  id: string;
  urlSegment: string;
  locale: string;
  template: string;
  theme: Theme;
  similarTo: string[];
  alternates: Alternate[];
  seo: { title: string; description?: string };
  content: Block[];
  /**
   * When the page was first published (ISO 8601 date or date-time), e.g. `2026-03-04`: an article's
   * `datePublished`, and the sitemap's `lastmod` when there is no `dateModified`.
   */
  datePublished?: string;
  /** When the page's content last changed (ISO 8601): the sitemap's `lastmod`, `dateModified`. */
  dateModified?: string;
  /**
   * Header/footer variant for this page, overriding the site definition's `uiComponent` (the
   * `skjur` sub-brand pages set `'skjur'`). Absent: the site definition's variant.
   */
  chrome?: ChromeVariant;
}

export interface NavItem {
  text: string;
  to: string;
  children?: NavItem[];
}

export interface PflichttextEntry {
  title: string;
  endverbrauchertext?: string;
}

export interface SiteProduct {
  assetId: string;
  name: string;
  pflichttext: PflichttextEntry[];
}

export type ChromeVariant = 'default' | 'skjur';

/** The brand of a site definition: what the chrome, the finder and the structured data name. */
export interface Brand {
  /** The plain name, e.g. `LUMEDRA` (wordmark, accessible names). */
  name: string;
  /**
   * The registered name as the copy prints it, e.g. `LUMEDRA®` (the finder sentences' `[brand]`).
   * Absent: `name`.
   */
  registeredName?: string;
  /** The company behind the brand, e.g. `LUMEDRA Pharma GmbH` (the Organization's legal name). */
  legalName?: string;
  /** The brand's logo (the Organization's logo in the structured data). */
  logo?: ImageRef;
  /** The brand's profiles on social networks, absolute URLs (the Organization's `sameAs`). */
  socialProfiles?: string[];
}

export interface SiteDefinition {
  brand: Brand;
  header: { uiComponent: ChromeVariant; items: NavItem[]; cta?: { text: string; to: string } };
  footer: { uiComponent: ChromeVariant; credits: { text: string }; legal: NavItem[] };
  products: SiteProduct[];
  search?: { quicklinks: NavItem[] };
}

export interface Site {
  id: string;
  locale: string;
  definition: SiteDefinition;
  pages: Page[];
}

export interface ResolvedPage {
  site: Site;
  page: Page;
  locale: LocaleConfig;
  /** Public path of the page: locale prefix + urlSegment ('/' and '/en' for the home pages). */
  path: string;
}

export interface SearchDocument {
  path: string;
  title: string;
  text: string;
}

export interface Logger {
  debug(message: string, ...rest: unknown[]): void;
  info(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}
