import type { Block } from './types';

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  ẞ: 'ss',
};

/**
 * URL/anchor slug: lower-cased, German umlauts and ß transliterated (`Über uns` → `ueber-uns`),
 * other accents stripped, every run of non-alphanumerics turned into a single hyphen, no hyphen at
 * either end.
 */
export function slugify(input: string): string {
  return input
    .replace(/[äöüßÄÖÜẞ]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Page-navigation anchor id of a block: the slug of the first non-empty of anchor, topline,
 * headline, name and topic (HTML tags removed). Falls back to the block id when all are empty.
 */
export function anchorSlug(
  block: Pick<Block, 'id' | 'anchor' | 'topline' | 'headline' | 'name' | 'topic'>,
): string {
  for (const value of [block.anchor, block.topline, block.headline, block.name, block.topic]) {
    if (typeof value !== 'string') continue;
    const slug = slugify(value.replace(/<[^>]*>/g, ' '));
    if (slug) return slug;
  }
  return slugify(block.id ?? '') || 'section';
}
