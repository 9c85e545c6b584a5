import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per block component (src/<UiComponent>/<UiComponent>.tsx → dist/blocks/<UiComponent>.js):
// the dynamic imports in src/PageRenderer/blockLoaders.ts resolve to these files, so an app's
// bundler makes one chunk per block type and can map a block type to its chunk by file name.
const blockEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && /^[A-Z]/.test(dir.name) && dir.name !== 'PageRenderer')
    .filter((dir) => existsSync(`src/${dir.name}/index.ts`) && existsSync(`src/${dir.name}/${dir.name}.tsx`))
    .map((dir): [string, string] => [`blocks/${dir.name}`, `src/${dir.name}/${dir.name}.tsx`])
    // In a fixed order (see ui's config): readdir's is the file system's, and differs by checkout.
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);

// One stylesheet per block type, those src/styles.css imports beside the base
// (src/<UiComponent>/<UiComponent>.css → dist/styles/<UiComponent>.css), and the rest of the
// package's styles (src/base.css → dist/styles/base.css), exported as ./styles/*.css: a page can
// carry only the CSS of the blocks it shows. dist/styles.css is all of it.
const styleEntries = Object.fromEntries(
  [
    ...readFileSync('src/styles.css', 'utf8').matchAll(/^@import '\.\/(([A-Za-z]+\/)?([A-Za-z]+)\.css)';$/gm),
  ].map(([, file, , name]) => [`styles/${name}`, `src/${file}`]),
);

// The package's exports (package.json), each with its type declarations.
const packageEntries = {
  index: 'src/index.ts',
  // Rendering of validated blocks with code splitting: no schema, no zod (./render).
  render: 'src/PageRenderer/render.ts',
  // The site chrome as an entry of its own, so its code shares no chunk with the block schemas.
  chrome: 'src/chrome/index.ts',
  // What the chrome loads on first use: its dialogs, and the search engine (MiniSearch).
  'chrome-dialogs': 'src/chrome/dialogs.ts',
  search: 'src/chrome/search.ts',
  // The newsletter's link pages (routes of their own, with the forms code of the service blocks).
  'newsletter-token': 'src/chrome/newsletterToken.ts',
  // The search page (server-rendered results, works without JavaScript).
  'search-page': 'src/chrome/searchPage.ts',
  // Structured data and social cards, for the server (no React).
  seo: 'src/seo.ts',
};

export default defineConfig({
  // The stylesheet (./styles.css): src/styles.css and everything it @imports; and its parts
  // (./styles/*.css). No module imports CSS.
  entry: { ...packageEntries, ...blockEntries, styles: 'src/styles.css', ...styleEntries },
  format: ['esm'],
  // Shared code lands in chunks shared by exactly the entries that use it, so what the render
  // entry reaches never shares a file with the block schemas (zod).
  splitting: true,
  // Block chunks are reached through the loaders only: no declarations of their own.
  dts: { entry: packageEntries },
  clean: true,
  sourcemap: true,
  target: 'es2023',
  // Everything in dependencies/peerDependencies stays an import; consumers dedupe React, zod and ui.
  external: [/^react/, /^@healthsite\//, 'zod'],
});
