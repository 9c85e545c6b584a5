import type { RenderableBlock } from '../PageRenderer/pageBlocks';

export interface PageNavItem {
  /** The block's DOM id (its anchor slug). */
  id: string;
  href: `#${string}`;
  label: string;
  uiComponent: string;
}

function text(value: string | undefined): string {
  return (value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The page navigation: blocks that set `listInPageNav` and render, in page order, linking to their
 * anchor. The label is the first non-empty of topline, headline, name, topic and anchor.
 */
export function pageNavItems(blocks: readonly RenderableBlock[]): PageNavItem[] {
  const items: PageNavItem[] = [];
  for (const block of blocks) {
    if (block.kind !== 'block' || block.data.listInPageNav !== true || !block.anchorId) continue;
    const { topline, headline, name, topic, anchor } = block.data;
    const label = [topline, headline, name, topic, anchor].map(text).find((value) => value !== '');
    if (!label) continue;
    items.push({ id: block.anchorId, href: `#${block.anchorId}`, label, uiComponent: block.uiComponent });
  }
  return items;
}
