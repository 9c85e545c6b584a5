// How the client build cuts the site's code into chunks (Rolldown `output.codeSplitting`).
//
// - `framework`: React, react-dom and React Router. Every page needs all of it; one file
//   compresses better and stays cached longer than the four that automatic splitting makes.
// - `site`: the rest of what every page loads, i.e. the code the client entry and the route
//   modules use statically (chrome, page renderer, the ui components they use). Automatic
//   splitting cuts it into a dozen small files, one per set of importers (it is shared with the
//   block chunks in many combinations); every page loads all of them anyway, so one file costs
//   nothing and saves a request and a gzip dictionary per file (about 4 KB gzip).
// - Everything else keeps automatic splitting: one chunk per block type (plus what only blocks
//   share), and what loads on first use (dialogs, search engine, finder, map).
//
// "Uses" is decided per imported name where the code passes through a barrel (a module made only
// of imports and re-exports, such as `@healthsite/ui`'s index): the chrome imports `Link` from the
// barrel, which makes the Link chunk part of every page, but not Accordion, which only blocks use.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseSync, type Plugin } from 'vite';

export interface ModuleInfoLike {
  code: string | null;
  importers: readonly string[];
}
export interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@remix-run[\\/]route-pattern)[\\/]/;
// The client entry, the root and the route every content page uses (React Router keeps each route
// module a chunk of its own). Other routes (the newsletter's link pages) are not every page's first
// load: their code keeps automatic splitting.
export const SHELL = /[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]page\.tsx)(\?|$)/;

const ALL = '*';

interface Binding {
  /** The name the source module exports (`default` for a default import, `*` for all). */
  imported: string;
  /** The name in the importing module. */
  local: string;
}

interface ImportClause {
  specifier: string;
  kind: 'import' | 'export';
  /** Empty for a side-effect import (`import './x.js'`). */
  bindings: Binding[];
}

interface ModuleSyntax {
  /** The static imports and re-exports, with their bindings (type-only ones left out). */
  clauses: ImportClause[];
  /** `export { a, b as c }` lists (without `from`): local name → exported names. */
  exported: Map<string, string[]>;
  /** The module's code with its comments, imports, re-exports and export lists blanked out. */
  ownCode: string;
}

const LANG = /\.([cm]?[jt]sx?)$/;

/**
 * Reads a module with the parser Vite itself uses (Oxc, through `parseSync`): its import and export
 * statements as the parser sees them, so strings, comments, template literals and minified code
 * cannot be mistaken for an import. `null` when the code does not parse (the caller then assumes
 * the worst: everything is used).
 */
export function moduleSyntax(code: string, filename = 'module.js'): ModuleSyntax | null {
  const ext = LANG.exec(filename)?.[1] ?? 'js';
  const lang = ext.includes('ts') ? (ext.endsWith('x') ? 'tsx' : 'ts') : ext.endsWith('x') ? 'jsx' : 'js';
  const result = parseSync(filename, code, { lang, sourceType: 'module' });
  if (result.errors.length > 0) return null;
  const { staticImports, staticExports } = result.module;
  const blanks: { start: number; end: number }[] = [...result.comments];
  const clauses: ImportClause[] = [];
  const exported = new Map<string, string[]>();

  for (const statement of staticImports) {
    blanks.push(statement);
    const entries = statement.entries.filter((entry) => !entry.isType);
    if (statement.entries.length > 0 && entries.length === 0) continue; // `import type { … }`
    clauses.push({
      specifier: statement.moduleRequest.value,
      kind: 'import',
      bindings: entries.map(({ importName, localName }) => ({
        imported:
          importName.kind === 'Default'
            ? 'default'
            : importName.kind === 'NamespaceObject'
              ? ALL
              : importName.name!,
        local: localName.value,
      })),
    });
  }

  for (const statement of staticExports) {
    const entries = statement.entries.filter((entry) => !entry.isType);
    const specifier = entries.find((entry) => entry.moduleRequest)?.moduleRequest?.value;
    if (specifier !== undefined) {
      // `export { a } from './x.js'`, or an imported name exported again (`import { a } from
      // './x.js'; export { a }`: the parser files that under the import statement, and the export
      // list's entry lies outside it). Either way, exporting the name is not using it.
      blanks.push(statement);
      for (const entry of entries) {
        if (entry.start < statement.start || entry.end > statement.end) blanks.push(entry);
      }
      clauses.push({
        specifier,
        kind: 'export',
        bindings: entries.map(({ importName, exportName }) => ({
          imported: importName.kind === 'Name' ? importName.name! : ALL,
          local: exportName.name ?? ALL,
        })),
      });
      continue;
    }
    // `export { a, b as c }` (a list, not `export function a() {}`): blank it out of the module's own
    // code, so that exporting a name does not count as using it.
    if (/^export\s*(type\s*)?\{/.test(code.slice(statement.start, statement.end))) blanks.push(statement);
    for (const { localName, exportName } of entries) {
      if (localName.kind !== 'Name' || !exportName.name) continue;
      exported.set(localName.name!, [...(exported.get(localName.name!) ?? []), exportName.name]);
    }
  }

  let ownCode = '';
  let at = 0;
  for (const { start, end } of blanks.sort((a, b) => a.start - b.start)) {
    if (start < at) continue;
    ownCode += code.slice(at, start) + ' '.repeat(end - start);
    at = end;
  }
  return { clauses, exported, ownCode: ownCode + code.slice(at) };
}

/** The static imports and re-exports of a module's code, with their bindings. */
export function importClauses(code: string, filename?: string): ImportClause[] {
  const syntax = moduleSyntax(code, filename);
  if (!syntax) throw new Error(`${filename ?? 'module'}: the code does not parse`);
  return syntax.clauses;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The bare specifiers a package's file is exported as (`@healthsite/ui` for its dist/index.js). */
function packageSpecifiers(file: string): string[] {
  let dir = dirname(file);
  for (let depth = 0; depth < 6; depth += 1, dir = dirname(dir)) {
    let manifest: { name?: string; exports?: unknown; module?: string; main?: string };
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof manifest;
    } catch {
      continue;
    }
    if (!manifest.name) return [];
    const entries: [string, unknown][] =
      manifest.exports && typeof manifest.exports === 'object' && !Array.isArray(manifest.exports)
        ? Object.entries(manifest.exports).filter(([key]) => key.startsWith('.'))
        : [['.', manifest.exports ?? [manifest.module, manifest.main]]];
    if (entries.length === 0) entries.push(['.', manifest.exports]);
    return entries
      .filter(([, target]) => stringsIn(target).some((t) => resolve(dir, t) === file))
      .map(([subpath]) => (subpath === '.' ? manifest.name! : `${manifest.name}/${subpath.slice(2)}`));
  }
  return [];
}

/**
 * Decides, module by module, whether every page's first load uses it: imported statically by the
 * client entry or a route module, or by a module that is itself used, where that module either uses
 * the import in its own code or re-exports it under a name that its own users take. So a package's
 * index that re-exports every component brings only the components a page's code imports.
 */
export function firstLoadAnalysis(ctx: ChunkingContextLike) {
  const firstLoad = new Map<string, boolean>();
  const takenFrom = new Map<string, Set<string>>();
  const specifiersOf = new Map<string, string[]>();
  const syntaxOf = new Map<string, ModuleSyntax | null>();
  const path = (id: string) => id.split('?')[0]!;
  const syntax = (id: string) => {
    if (!syntaxOf.has(id)) {
      const code = ctx.getModuleInfo(id)?.code ?? null;
      syntaxOf.set(id, code === null ? null : moduleSyntax(code, path(id)));
    }
    return syntaxOf.get(id)!;
  };
  const specifiers = (id: string) => {
    let found = specifiersOf.get(id);
    if (!found) specifiersOf.set(id, (found = packageSpecifiers(path(id))));
    return found;
  };
  const resolvesTo = (importer: string, specifier: string, target: string) =>
    specifier.startsWith('.')
      ? resolve(dirname(path(importer)), specifier) === path(target)
      : specifiers(target).includes(specifier);

  // Whether `importer` (used on every page) needs something of `module`; `true` when it cannot tell.
  function needs(importer: string, module: string): boolean {
    const read = syntax(importer);
    if (read === null) return true;
    const clauses = read.clauses.filter((c) => resolvesTo(importer, c.specifier, module));
    if (clauses.length === 0) return true; // resolved some other way: assume it does
    if (clauses.some((c) => c.bindings.length === 0 && c.kind === 'import')) return true; // side effects
    const { ownCode: body, exported } = read;
    const taken = takenBy(importer);
    return clauses.some((clause) =>
      clause.bindings.some(({ imported, local }) => {
        if (imported === ALL && clause.kind === 'export') return true; // export * from: assume used
        if (clause.kind === 'export') return taken.has(ALL) || taken.has(local);
        if (new RegExp(`(^|[^\\w$.])${local.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(body)) return true;
        return (exported.get(local) ?? []).some((name) => taken.has(ALL) || taken.has(name));
      }),
    );
  }

  // The names that modules used on every page take from `module`.
  function takenBy(module: string): Set<string> {
    let taken = takenFrom.get(module);
    if (taken) return taken;
    takenFrom.set(module, (taken = new Set()));
    for (const importer of ctx.getModuleInfo(module)?.importers ?? []) {
      if (!isFirstLoad(importer)) continue;
      const clauses = (syntax(importer)?.clauses ?? []).filter((c) =>
        resolvesTo(importer, c.specifier, module),
      );
      if (clauses.length === 0) taken.add(ALL);
      for (const { bindings } of clauses) for (const { imported } of bindings) taken.add(imported);
    }
    return taken;
  }

  function isFirstLoad(id: string): boolean {
    if (SHELL.test(id)) return true;
    const known = firstLoad.get(id);
    if (known !== undefined) return known;
    firstLoad.set(id, false); // cycles: not through here
    const result = (ctx.getModuleInfo(id)?.importers ?? []).some(
      (importer) => isFirstLoad(importer) && needs(importer, id),
    );
    firstLoad.set(id, result);
    return result;
  }

  return { isFirstLoad };
}

/** The chunk of the small first-party pieces that nearly every block uses. */
export const BLOCKS_COMMON_CHUNK = 'blocks-common';

/** The chunks of `clientCodeSplitting` that every page loads first. */
const EVERY_PAGE_CHUNKS = ['framework', 'site'] as const;

/** Whether every page has loaded this chunk first: the two above, and the bundler's runtime. */
export function loadedByEveryPage(file: string): boolean {
  const name = /(?:^|\/)([\w-]+)-[\w-]{8}\.js$/.exec(file)?.[1];
  return name === 'rolldown-runtime' || (EVERY_PAGE_CHUNKS as readonly string[]).includes(name ?? '');
}

/**
 * V8's explicit compile hint (Chromium 136 on; a comment to every other engine): every function of
 * the file is compiled as the file is streamed in, on a background thread, instead of on the main
 * thread at its first call. The framework chunk gets it: its first calls (react-dom's hydration and
 * events, React Router's router) were compiled inside the page's start-up and hydration tasks.
 * Lighthouse side by side on six routes (3 rounds): TBT mean 102 → 68 ms, main-thread busy time
 * after the document's commit median 464 → 434 ms. On the site chunk too (44 KB, the chrome) it
 * showed no difference beyond the noise, for 37 bytes of the first-load budget; on every chunk,
 * neither: the others are under the size Chromium streams (30 KB), so their eager compile stays on
 * the main thread.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED_CHUNK = EVERY_PAGE_CHUNKS[0];

/**
 * Puts the compile hint on the first line of the framework chunk, after minification (which
 * would remove the comment) and after Vite has prepended a chunk's table of lazy imports
 * (`__vite__mapDeps`): V8 reads it there. The hint is part of the chunk's hash, so its name changes
 * with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'healthsite:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    augmentChunkHash: (chunk) => (chunk.name === HINTED_CHUNK ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.name === HINTED_CHUNK)
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

export function clientCodeSplitting() {
  let analysis: { ctx: ChunkingContextLike; isFirstLoad: (id: string) => boolean } | undefined;
  return {
    groups: [
      { name: EVERY_PAGE_CHUNKS[0], test: FRAMEWORK, priority: 2 },
      {
        name(id: string, ctx: ChunkingContextLike) {
          if (analysis?.ctx !== ctx) analysis = { ctx, ...firstLoadAnalysis(ctx) };
          if (SHELL.test(id) || FRAMEWORK.test(id)) return null;
          return analysis.isFirstLoad(id) ? EVERY_PAGE_CHUNKS[1] : null;
        },
        // Only what the analysis picked: a package index used for two of its components must not
        // pull in the other components (and their Radix dependencies) as its dependencies.
        includeDependenciesRecursively: false,
        priority: 1,
      },
      {
        // The small pieces nearly every block uses (Button, Container, Heading, CTA links, rich-text
        // checks): one file instead of one per set of importers. A page then needs fewer requests,
        // and the lightest page fewer bytes (each tiny file pays gzip's own overhead).
        name: BLOCKS_COMMON_CHUNK,
        test: /[\\/]packages[\\/](ui|blocks)[\\/]dist[\\/]chunk-[\w-]+\.js$/,
        minShareCount: 20,
        maxModuleSize: 4096,
        priority: 0,
      },
    ],
  };
}

/**
 * Route modules keep their exports and may export more (`allow-extension`): the `site` group leaves
 * the dependencies of what it captures to automatic splitting, which Rolldown allows only then.
 * React Router sets `exports-only` for every environment; this runs after it, for the client.
 */
export function entrySignatures(): Plugin {
  return {
    name: 'healthsite:entry-signatures',
    enforce: 'post',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      config.build ??= {};
      config.build.rollupOptions = {
        ...config.build.rollupOptions,
        preserveEntrySignatures: 'allow-extension',
      };
    },
  };
}
