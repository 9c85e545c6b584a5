import type { Page } from '@healthsite/content-client';
import { anchorSlug } from '@healthsite/content-client';
import type { z } from 'zod';
import type { BlockModule, BlockRegistry, RegisteredBlock } from './blockModule';
import type { CommonBlockFields } from './fields';
import type { DataAttributes, Spacing } from './spacing/spacing';
import { neighbourAttributes, spacingBetween } from './spacing/spacing';

/** Where the renderer reports content it cannot render. `console` fits, so does content-client's Logger. */
export interface BlockLogger {
  warn(message: string): void;
  debug?(message: string): void;
}

export interface ReadyBlock<R extends BlockRegistry = BlockRegistry> {
  kind: 'block';
  /** React key: the CMS id (suffixed only if the CMS sent the same id twice). */
  key: string;
  uiComponent: string;
  data: RegisteredBlock<R>;
  module: BlockModule;
  /** Unique DOM id on the page, when the block has an anchor (anchor, topline, headline, name, topic). */
  anchorId?: string;
  /** Position among the blocks that render (0 = first under the header). */
  index: number;
  spacing: Spacing;
  attributes: DataAttributes;
}

export interface UnknownBlock {
  kind: 'unknown';
  key: string;
  uiComponent: string;
}

export type PreparedBlock<R extends BlockRegistry = BlockRegistry> = ReadyBlock<R> | UnknownBlock;

type PageLike = Pick<Page, 'id' | 'content'>;

const ANCHOR_FIELDS = ['anchor', 'topline', 'headline', 'name', 'topic'] as const;

function hasAnchor(block: CommonBlockFields): boolean {
  if (block.listInPageNav === true) return true;
  return ANCHOR_FIELDS.some((field) => (block[field] ?? '').trim() !== '');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(block)';
  return `field "${path}": ${issue.message.replace(/^Invalid input: /, '')}`;
}

function uniqueIn(seen: Map<string, number>, value: string, separator: string): string {
  const count = (seen.get(value) ?? 0) + 1;
  seen.set(value, count);
  return count === 1 ? value : `${value}${separator}${count}`;
}

function hasOwn(registry: BlockRegistry, type: string): boolean {
  return Object.prototype.hasOwnProperty.call(registry, type);
}

/**
 * Validates a page's blocks against the registry, without React: drops blocks whose type contains
 * whitespace, marks unknown types, drops blocks that fail their schema (one warning each, naming
 * page, block and field), and works out anchors and the spacing between the blocks that remain.
 */
export function prepareBlocks<R extends BlockRegistry>(
  page: PageLike,
  registry: R,
  logger: BlockLogger = console,
): PreparedBlock<R>[] {
  const kept: (
    Omit<ReadyBlock<R>, 'spacing' | 'attributes' | 'key' | 'anchorId' | 'index'> | UnknownBlock
  )[] = [];

  for (const [position, raw] of (Array.isArray(page.content) ? page.content : []).entries()) {
    if (raw === null || typeof raw !== 'object') continue;
    const type = typeof raw.uiComponent === 'string' ? raw.uiComponent : '';
    const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : `#${position}`;
    if (type === '' || /\s/.test(type)) {
      logger.debug?.(
        `[blocks] dropped block "${id}" on page "${page.id}": uiComponent "${type}" is not a type name`,
      );
      continue;
    }
    if (!hasOwn(registry, type)) {
      logger.debug?.(`[blocks] no block type "${type}" (block "${id}" on page "${page.id}")`);
      kept.push({ kind: 'unknown', key: id, uiComponent: type });
      continue;
    }
    const module = registry[type] as BlockModule;
    const result = module.schema.safeParse(raw);
    if (!result.success) {
      const [first, ...more] = result.error.issues;
      const extra = more.length > 0 ? ` (+${more.length} more)` : '';
      logger.warn(
        `[blocks] dropped block "${id}" (${type}) on page "${page.id}": ${first ? describeIssue(first) : 'invalid'}${extra}`,
      );
      continue;
    }
    const item = {
      kind: 'block' as const,
      uiComponent: type,
      data: result.data as RegisteredBlock<R>,
      module,
    };
    kept.push(item);
  }

  const keys = new Map<string, number>();
  const anchors = new Map<string, number>();
  // Spacing only looks at blocks that render: an unknown type renders nothing in production.
  const rendered = kept.filter((item) => item.kind === 'block');

  return kept.map((item): PreparedBlock<R> => {
    if (item.kind === 'unknown') return { ...item, key: uniqueIn(keys, item.key, '~') };
    const at = rendered.indexOf(item);
    const prev = rendered[at - 1]?.uiComponent;
    const next = rendered[at + 1]?.uiComponent;
    return {
      ...item,
      key: uniqueIn(keys, item.data.id, '~'),
      index: at,
      anchorId: hasAnchor(item.data) ? uniqueIn(anchors, anchorSlug(item.data), '-') : undefined,
      spacing: spacingBetween(prev, item.uiComponent),
      attributes: neighbourAttributes(item.uiComponent, next),
    };
  });
}
