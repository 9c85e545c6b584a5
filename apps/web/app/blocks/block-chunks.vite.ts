// Vite plugin: which client chunks each block type needs, for <link rel="modulepreload">.
//
// @healthsite/blocks builds one file per block type (dist/blocks/<uiComponent>.js), loaded by a
// dynamic import in its `defaultBlockLoaders`; the client build turns each into its own chunk. At
// the end of the client build this plugin records, per block type, that chunk and the chunks it
// imports statically (minus those every page loads anyway: the entry and the route modules). The
// server build (built after the client one, in the same process) reads the table as
// `virtual:block-chunks`. In dev the table is empty: Vite serves modules on demand.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SHELL } from '../client-chunks.vite.ts';

type BlockChunkTable = Record<string, string[]>;

const VIRTUAL_ID = 'virtual:block-chunks';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const BLOCK_FILE = /[\\/]blocks[\\/]dist[\\/]blocks[\\/]([A-Z][A-Za-z0-9]*)\.js$/;

let blockTypes: Set<string> | undefined;

/** A folder of @healthsite/blocks' build (`dist/<folder>`), as this app resolves the package. */
export function blocksDistDir(folder: string): string {
  return join(dirname(fileURLToPath(import.meta.resolve('@healthsite/blocks/render'))), folder);
}

/**
 * Whether a client chunk is a block type's (`assets/<uiComponent>-<hash>.js`). Their dependencies
 * need no preload list in the dynamic import: `BlockPreloads` preloads each block's chunks from this
 * plugin's table, in the server's HTML and on client navigations alike.
 */
export function isBlockChunk(file: string): boolean {
  blockTypes ??= new Set(
    readdirSync(blocksDistDir('blocks'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => name.slice(0, -3)),
  );
  const type = /(?:^|\/)([A-Z][A-Za-z0-9]*)-[\w-]{8}\.js$/.exec(file)?.[1];
  return type !== undefined && blockTypes.has(type);
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

export function blockChunks(): Plugin {
  let table: BlockChunkTable | undefined;
  let base = '/';
  let isBuild = false;
  return {
    name: 'healthsite:block-chunks',
    configResolved(config) {
      base = config.base;
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (isBuild && this.environment.name !== 'client' && !table) {
        this.error('block-chunks: the client build must run before the server build');
      }
      return `export default ${JSON.stringify(table ?? {})};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map<string, OutputChunkLike>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as OutputChunkLike);
      }
      const closure = (start: string, into: Set<string>) => {
        if (into.has(start)) return;
        into.add(start);
        for (const next of chunks.get(start)?.imports ?? []) closure(next, into);
      };
      // Loaded by every content page already: the client entry, the root and the content route.
      // (Not every entry: the newsletter's link pages are routes too, and what only they import,
      // such as the form fields, must still be preloaded with the blocks that need it.)
      const initial = new Set<string>();
      for (const chunk of chunks.values())
        if (chunk.isEntry && SHELL.test(chunk.facadeModuleId ?? '')) closure(chunk.fileName, initial);
      const result: BlockChunkTable = {};
      for (const chunk of chunks.values()) {
        const type = chunk.isDynamicEntry ? BLOCK_FILE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
        if (!type) continue;
        const files = new Set<string>();
        closure(chunk.fileName, files);
        result[type] = [...files].filter((file) => !initial.has(file)).map((file) => `${base}${file}`);
      }
      table = result;
    },
  };
}
