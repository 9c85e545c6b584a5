import { use, type ReactNode } from 'react';
import type { BlockProps } from '../blockModule';
import type { CommonBlockFields } from '../fields';
import { defaultBlockLoaders } from './blockLoaders';

// Method syntax makes the parameter bivariant: a loader map holds components of different block
// types under one type (each is only ever given the data its own schema parsed, on the server).
type AnyBlockComponent = { render(props: BlockProps<CommonBlockFields>): ReactNode }['render'];

/** Loads one block type's component: a dynamic `import()`, so each block type is its own chunk. */
export type BlockLoader = () => Promise<AnyBlockComponent>;

/** uiComponent name → loader. Holds no schema: the browser renders already-validated blocks. */
export type BlockLoaders = Readonly<Record<string, BlockLoader>>;

const resolved = new WeakMap<BlockLoader, AnyBlockComponent>();
const pending = new WeakMap<BlockLoader, Promise<AnyBlockComponent>>();

/** Loads a block component once; later calls get the same promise (and `use` a settled one). */
function loadBlock(loader: BlockLoader): Promise<AnyBlockComponent> {
  let promise = pending.get(loader);
  if (!promise) {
    promise = loader().then((component) => {
      resolved.set(loader, component);
      return component;
    });
    // A failed chunk may be retried by the next render (e.g. after the network came back).
    promise.catch(() => pending.delete(loader));
    pending.set(loader, promise);
  }
  return promise;
}

/** The component, when its chunk has already loaded (then a block renders without suspending). */
export function loadedBlock(loader: BlockLoader): AnyBlockComponent | undefined {
  return resolved.get(loader);
}

function hasOwn(loaders: BlockLoaders, type: string): boolean {
  return Object.prototype.hasOwnProperty.call(loaders, type);
}

/**
 * Loads the components of these block types (default: this package's blocks; unknown types are
 * ignored). Await it before rendering on the server and before hydrating in the browser: then no
 * block suspends, server HTML and the first client render match, and nothing waits for a chunk.
 */
export async function preloadBlocks(
  types: Iterable<string>,
  loaders: BlockLoaders = defaultBlockLoaders,
): Promise<void> {
  const wanted = [...new Set(types)].filter((type) => hasOwn(loaders, type));
  await Promise.all(wanted.map((type) => loadBlock(loaders[type]!)));
}

/**
 * Before hydrating: loads the code of the block types the server rendered (each block's wrapper
 * carries `data-block-type`), so the first client render matches the server HTML without
 * suspending. Never rejects: a chunk that fails here fails again in the block's render, where its
 * error boundary handles it.
 */
export function preloadRenderedBlocks(
  root: ParentNode = document,
  loaders: BlockLoaders = defaultBlockLoaders,
): Promise<void> {
  const types = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-block-type]'))
    if (element.dataset.blockType) types.add(element.dataset.blockType);
  return preloadBlocks(types, loaders).catch(() => undefined);
}

/** A promise with React's mark of a fulfilled one, which `use` reads at once. */
type Settled = Promise<void> & { status?: 'fulfilled' };

const settled = new WeakMap<BlockLoaders, Map<string, Settled>>();

/**
 * One promise per set of block types (stable across renders, for `use`) that settles when their
 * chunks have loaded or failed: a failed block is left to its own render and error boundary. When
 * they have all loaded already, it is marked fulfilled (as React marks the promises it tracks), so
 * `use` returns at once instead of suspending until a microtask.
 */
export function blocksReady(types: readonly string[], loaders: BlockLoaders): Promise<void> {
  const key = [...types].sort().join(' ');
  let byKey = settled.get(loaders);
  if (!byKey) settled.set(loaders, (byKey = new Map()));
  let promise = byKey.get(key);
  if (!promise) {
    promise = preloadBlocks(types, loaders).catch(() => undefined);
    if (
      types.every((type) => {
        const loader = loaderOf(loaders, type);
        return !loader || loadedBlock(loader);
      })
    )
      promise.status = 'fulfilled';
    byKey.set(key, promise);
  }
  return promise;
}

/** The loader of a block type, if the map has one (own properties only). */
export function loaderOf(loaders: BlockLoaders, type: string): BlockLoader | undefined {
  return hasOwn(loaders, type) ? loaders[type] : undefined;
}

/**
 * Renders a block through its loader: synchronously when the chunk is loaded (preloaded), otherwise
 * it suspends until it is (wrap it in `<Suspense>`).
 */
export function LazyBlock({ loader, ...props }: BlockProps<CommonBlockFields> & { loader: BlockLoader }) {
  const Component = loadedBlock(loader) ?? use(loadBlock(loader));
  // Not created during render: loadedBlock/loadBlock return the one cached module per block type,
  // so the identity is stable across renders and state is kept.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}
