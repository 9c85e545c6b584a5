import type { PreparedBlock, ReadyBlock, UnknownBlock } from '../prepareBlocks';

/** A validated block as data only (no module): what a server sends the browser to render. */
export type PageBlock = Omit<ReadyBlock, 'module'>;

/** What a page renders, in order: validated blocks and (placeholders for) unknown types. */
export type RenderableBlock = PageBlock | UnknownBlock;

/**
 * Strips the schema-bearing module from prepared blocks, leaving plain (serialisable) data for
 * `PreparedPageRenderer`: validate on the server with `prepareBlocks`, render in the browser
 * without any schema (and without zod).
 */
export function toPageBlocks(blocks: readonly PreparedBlock[]): RenderableBlock[] {
  return blocks.map((block) => {
    if (block.kind === 'unknown') return block;
    const { module: _module, ...data } = block;
    return data;
  });
}

/** The block types a page renders (each once, in page order): the chunks to preload. */
export function blockTypesOf(blocks: readonly RenderableBlock[]): string[] {
  return [...new Set(blocks.filter((block) => block.kind === 'block').map((block) => block.uiComponent))];
}
