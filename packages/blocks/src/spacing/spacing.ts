// Spacing between neighbouring blocks, as ONE data table. The page renderer reads it; designers
// read it here. Sizes follow the product spec (§9): xs 1rem, sm 1.25rem, md 2.5rem (default), lg 5rem.

export type SpacingSize = 'none' | 'xs' | 'sm' | 'md' | 'lg';

export const sectionSpacingRem: Readonly<Record<SpacingSize, number>> = {
  none: 0,
  xs: 1,
  sm: 1.25,
  md: 2.5,
  lg: 5,
};

export const DEFAULT_SPACING: SpacingSize = 'md';

/** Stand-ins for "no block" above the first block and below the last one. */
export const PAGE_START = '(page start)';
export const PAGE_END = '(page end)';

/** Full-width openers on a themed surface; the product hero is a product page's stage. */
export const STAGE_TYPES = ['SmStage', 'SmStageSingle', 'SmProductHero'] as const;
export const ARTICLE_TYPES = ['TmArticleL', 'TmArticleXl', 'TmArticleCollection'] as const;
/** Blocks that sit on a themed (coloured) surface. */
export const THEMED_SURFACE_TYPES = [...STAGE_TYPES, 'CmHighlight', 'TmApo'] as const;

export type DataAttributes = Readonly<Record<`data-${string}`, string>>;

export interface NeighbourRule {
  /** Type of the upper block (any when omitted); PAGE_START above the first block. */
  readonly prev?: readonly string[];
  /** Type of the lower block (any when omitted); PAGE_END below the last block. */
  readonly next?: readonly string[];
  /** Space above the lower block. */
  readonly gap?: SpacingSize;
  /** Pull the lower block up by 2rem (Tailwind's -mt-8) so it overlaps the one above. */
  readonly pullUp?: boolean;
  /** Data attributes for the upper block, for styles that depend on what follows it. */
  readonly prevAttributes?: DataAttributes;
  /** Why the rule exists (shown nowhere; for the next person editing this table). */
  readonly why: string;
}

/** First matching rule wins, separately for the gap and for the attributes. */
export const neighbourRules: readonly NeighbourRule[] = [
  {
    prev: [PAGE_START],
    next: STAGE_TYPES,
    gap: 'none',
    why: 'A stage starts right under the header.',
  },
  {
    prev: STAGE_TYPES,
    gap: 'none',
    why: 'A stage runs into the next block; its own bottom edge is the visual break.',
  },
  {
    prev: ['TmApo'],
    next: ARTICLE_TYPES,
    gap: 'none',
    pullUp: true,
    why: 'Article teasers overlap the pharmacy-finder teaser above them (design: -mt-8).',
  },
  {
    prev: ['CmIntro'],
    next: ['CmIntro'],
    gap: 'sm',
    why: 'Consecutive intros read as one text, so they sit closer together.',
  },
  {
    prev: ['NmAnchor'],
    gap: 'sm',
    why: 'The page navigation belongs to the content right below it.',
  },
  {
    prev: ['TmSpeech'],
    next: THEMED_SURFACE_TYPES,
    prevAttributes: { 'data-speech-tone': 'themed' },
    why: 'The speech bubble points into the next block, so it takes that block’s themed surface colour.',
  },
  {
    prev: ['TmSpeech'],
    prevAttributes: { 'data-speech-tone': 'plain' },
    why: 'Above a plain block (or the footer) the bubble stays on the page background.',
  },
];

function matches(list: readonly string[] | undefined, type: string): boolean {
  return list === undefined || list.includes(type);
}

export interface Spacing {
  gap: SpacingSize;
  pullUp: boolean;
}

/** Spacing above `next` when `prev` is right above it (`undefined` prev = first block). */
export function spacingBetween(prev: string | undefined, next: string): Spacing {
  const above = prev ?? PAGE_START;
  for (const rule of neighbourRules) {
    if (rule.gap === undefined) continue;
    if (matches(rule.prev, above) && matches(rule.next, next)) {
      return { gap: rule.gap, pullUp: rule.pullUp ?? false };
    }
  }
  return { gap: DEFAULT_SPACING, pullUp: false };
}

/** Data attributes a block takes from the block below it (`undefined` next = last block). */
export function neighbourAttributes(block: string, next: string | undefined): DataAttributes {
  const below = next ?? PAGE_END;
  for (const rule of neighbourRules) {
    if (rule.prevAttributes === undefined) continue;
    if (matches(rule.prev, block) && matches(rule.next, below)) return rule.prevAttributes;
  }
  return {};
}
