// Vite plugin: the stylesheet of each block type, for the pages that show it.
//
// @healthsite/blocks ships its styles in parts (dist/styles/base.css, the root imports it, and one
// dist/styles/<uiComponent>.css per block type that has styles of its own). `virtual:block-styles`
// maps each block type to its part's URL, through Vite's `?url`: the stylesheet is built (minified,
// hashed) like every other. Only the server imports the table (blocks.server.ts names a page's
// stylesheets in its route data); React Router moves what the server build emits into the client
// assets. In dev the URLs are Vite's and the stylesheets load as links.
import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';
import { blocksDistDir } from './block-chunks.vite.ts';

const VIRTUAL_ID = 'virtual:block-styles';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The block types with a stylesheet of their own, from the package's build. */
function blockStyleTypes(): string[] {
  return readdirSync(blocksDistDir('styles'))
    .filter((name) => /^[A-Z][A-Za-z0-9]*\.css$/.test(name))
    .map((name) => name.slice(0, -'.css'.length))
    .sort();
}

export function blockStyles(): Plugin {
  return {
    name: 'healthsite:block-styles',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const types = blockStyleTypes();
      return [
        ...types.map((type, i) => `import s${i} from '@healthsite/blocks/styles/${type}.css?url';`),
        `export default { ${types.map((type, i) => `${type}: s${i}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
