// What a page's validated blocks say about it, for its structured data and social cards: the stage
// or hero image, the main headline, the questions of its accordions, and which of the site's
// products a product page is about. Read from the blocks as the page renders them (dropped blocks
// say nothing).
import { htmlToText, type ImageRef, type Page, type SiteProduct } from '@healthsite/content-client';
import { isSanitizedHtml } from '@healthsite/ui';
import type { RenderableBlock } from '../PageRenderer/pageBlocks';

type Fields = Record<string, unknown>;

/** The block types that open a page with an image: stages and the product hero. */
export const HERO_BLOCK_TYPES: readonly string[] = ['SmStage', 'SmStageSingle', 'SmProductHero'];

function dataOf(block: RenderableBlock): Fields | undefined {
  return block.kind === 'block' ? (block.data as unknown as Fields) : undefined;
}

/** Plain text of a field: a string (markup removed) or validated rich text. */
function text(value: unknown): string {
  if (isSanitizedHtml(value)) return htmlToText(value.sanitizedHtml).trim();
  return typeof value === 'string' ? htmlToText(value).trim() : '';
}

function isImage(value: unknown): value is ImageRef {
  return typeof value === 'object' && value !== null && typeof (value as { src?: unknown }).src === 'string';
}

/** The image of the page's first stage or hero that has one (the social card and article image). */
export function heroImageOf(blocks: readonly RenderableBlock[]): ImageRef | undefined {
  for (const block of blocks) {
    if (!HERO_BLOCK_TYPES.includes(block.uiComponent)) continue;
    const image = dataOf(block)?.image;
    if (isImage(image)) return image;
  }
  return undefined;
}

/** The page's main headline: its stage's or hero's (title markup or headline), as plain text. */
export function mainHeadlineOf(blocks: readonly RenderableBlock[]): string | undefined {
  for (const block of blocks) {
    if (!HERO_BLOCK_TYPES.includes(block.uiComponent)) continue;
    const data = dataOf(block);
    const headline = text(data?.headline) || text(data?.title) || text(data?.name);
    if (headline) return headline;
  }
  return undefined;
}

export interface FaqItem {
  question: string;
  /** The answer as plain text (the rich text's words, no markup). */
  answer: string;
}

/** Every question with an answer from the page's accordion blocks, in page order. */
export function faqItemsOf(blocks: readonly RenderableBlock[]): FaqItem[] {
  const items: FaqItem[] = [];
  for (const block of blocks) {
    if (block.uiComponent !== 'CmAccordion') continue;
    const entries = dataOf(block)?.items;
    if (!Array.isArray(entries)) continue;
    for (const entry of entries as Fields[]) {
      const question = text(entry.question);
      const answer = text(entry.answer);
      if (question && answer) items.push({ question, answer });
    }
  }
  return items;
}

/** `LUMEDRA NIGHT` for `NIGHT` or `lumedra night`: a product name as content may write it. */
function matchName(name: unknown, products: readonly SiteProduct[], brand: string): SiteProduct | undefined {
  if (typeof name !== 'string' || !name.trim()) return undefined;
  const wanted = text(name).toUpperCase();
  const prefixed = brand ? `${brand.toUpperCase()} ${wanted}` : wanted;
  return products.find((p) => {
    const own = p.name.toUpperCase();
    return own === wanted || own === prefixed;
  });
}

/**
 * The one site product a product page is about, or undefined (another template, an overview that
 * names several products, or none). Read from what the blocks name: the reviews block's product,
 * the product hero's name, a finder link's preselected product, and the `?pt=` legal-text links of
 * the page's stage.
 */
export function pageProductOf(
  page: Pick<Page, 'template'>,
  blocks: readonly RenderableBlock[],
  products: readonly SiteProduct[],
  brand = '',
): SiteProduct | undefined {
  if (page.template !== 'product') return undefined;
  const found = new Set<SiteProduct>();
  const add = (product: SiteProduct | undefined) => product && found.add(product);
  blocks.forEach((block, position) => {
    const data = dataOf(block);
    if (!data) return;
    switch (block.uiComponent) {
      case 'TmReviews':
        add(products.find((p) => p.assetId === data.product));
        break;
      case 'SmProductHero':
        add(matchName(data.finderProduct, products, brand) ?? matchName(data.name, products, brand));
        break;
      case 'TmApo':
        add(matchName(data.preselectProductName, products, brand));
        break;
    }
    if (position === 0 && Array.isArray(data.links)) {
      for (const link of data.links as { href?: unknown }[]) {
        if (typeof link.href !== 'string') continue;
        const pt = new URL(link.href, 'http://page.invalid').searchParams.get('pt');
        add(products.find((p) => p.assetId === pt));
      }
    }
  });
  return found.size === 1 ? [...found][0] : undefined;
}

export interface BreadcrumbItem {
  name: string;
  /** Public path. */
  path: string;
}

/**
 * The breadcrumb trail of a public path: the locale's home, each ancestor path that is a page, and
 * the page itself (`/produkte/care` → `/`, `/produkte`, `/produkte/care`). `nameOf` names a path's
 * page, or returns undefined when there is no page there (that step is left out; the page itself
 * falls back to `pageName`).
 */
export function breadcrumbTrail(
  path: string,
  options: { homePath: string; pageName: string; nameOf: (path: string) => string | undefined },
): BreadcrumbItem[] {
  const { homePath, pageName, nameOf } = options;
  const home = homePath === '/' ? '' : homePath.replace(/\/+$/, '');
  const trail: BreadcrumbItem[] = [];
  const homeName = nameOf(homePath);
  if (homeName) trail.push({ name: homeName, path: homePath });
  if (path === homePath) return trail;
  const inside = path.startsWith(`${home}/`) ? path.slice(home.length) : path;
  const segments = inside.split('/').filter(Boolean);
  for (let i = 1; i < segments.length; i++) {
    const ancestor = `${home}/${segments.slice(0, i).join('/')}`;
    const name = nameOf(ancestor);
    if (name) trail.push({ name, path: ancestor });
  }
  trail.push({ name: nameOf(path) ?? pageName, path });
  return trail;
}
