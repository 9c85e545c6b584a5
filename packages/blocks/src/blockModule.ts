import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CommonBlockFields } from './fields';

/** Props every block component receives from the page renderer. */
export interface BlockProps<T> {
  /** The block's fields, parsed by its schema. */
  block: T;
  /** DOM id for in-page navigation (unique on the page), when the block has an anchor. */
  anchorId?: string;
  /** Position among the rendered blocks; 0 is the first block under the header. */
  index: number;
}

// Method syntax makes the parameter bivariant, so a registry can hold modules of different block
// types under one type. It stays safe because defineBlock() pairs a Component with its own schema.
type BlockComponent<T> = { render(props: BlockProps<T>): ReactNode }['render'];

export type AnyBlockSchema = z.ZodType<CommonBlockFields, unknown>;

export interface BlockModule<S extends AnyBlockSchema = AnyBlockSchema> {
  readonly schema: S;
  readonly Component: BlockComponent<z.output<S>>;
}

/** Pairs a block schema with the component that renders what it parses (props inferred). */
export function defineBlock<S extends AnyBlockSchema>(
  schema: S,
  Component: (props: BlockProps<z.output<S>>) => ReactNode,
): BlockModule<S> {
  return { schema, Component };
}

/** uiComponent name → block module. */
export type BlockRegistry = Readonly<Record<string, BlockModule>>;

/** Checks at compile time that each key equals the `uiComponent` literal its schema accepts. */
export type CheckedRegistry<R> = {
  readonly [K in keyof R]: BlockModule<z.ZodType<CommonBlockFields & { uiComponent: K }, unknown>>;
};

/**
 * Builds a registry. A sister site extends ours with
 * `createBlockRegistry({ ...defaultBlockRegistry, MyTeaser: myTeaserModule })`.
 */
export function createBlockRegistry<const R extends CheckedRegistry<R>>(modules: R): R {
  return Object.freeze({ ...modules });
}

/** The discriminated union (on `uiComponent`) of every block a registry can render. */
export type RegisteredBlock<R extends BlockRegistry> = {
  [K in keyof R]: z.output<R[K]['schema']>;
}[keyof R];
