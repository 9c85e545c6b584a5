import { describe, expect, it } from 'vitest';
import {
  firstLoadAnalysis,
  importClauses,
  loadedByEveryPage,
  moduleSyntax,
  type ModuleInfoLike,
} from '../app/client-chunks.vite.ts';

// A module graph as Rolldown reports it: code and static importers per module id.
function graph(modules: Record<string, { code: string; importers?: string[] }>) {
  return {
    getModuleInfo(id: string): ModuleInfoLike | null {
      const module = modules[id];
      if (!module) return null;
      return { code: module.code, importers: module.importers ?? [] };
    },
  };
}

const modules = graph({
  '/w/app/root.tsx': { code: 'import { Link } from "./ui/index.js";\nexport default () => Link;' },
  '/w/app/routes/page.tsx': {
    code: 'import { SiteLayout } from "./chrome.js";\nexport default () => SiteLayout;',
  },
  '/w/app/routes/chrome.js': {
    code: 'import { Icon } from "../ui/index.js";\nexport function SiteLayout() { return Icon; }',
    importers: ['/w/app/routes/page.tsx'],
  },
  // A package index: one component, re-exports of the others.
  '/w/app/ui/index.js': {
    code: [
      'import { Link } from "./link.js";',
      'import { Accordion } from "./accordion.js";',
      'export { Icon } from "./icon.js";',
      'function contrast() { return 1; }',
      'export { Accordion, Link, contrast };',
    ].join('\n'),
    importers: ['/w/app/root.tsx', '/w/app/routes/chrome.js', '/w/app/blocks/CmAccordion.js'],
  },
  '/w/app/ui/link.js': { code: 'export function Link() {}', importers: ['/w/app/ui/index.js'] },
  '/w/app/ui/icon.js': { code: 'export function Icon() {}', importers: ['/w/app/ui/index.js'] },
  '/w/app/ui/accordion.js': {
    code: 'import * as Radix from "./radix.js";\nexport function Accordion() { return Radix; }',
    importers: ['/w/app/ui/index.js'],
  },
  '/w/app/ui/radix.js': { code: 'export const Root = 1;', importers: ['/w/app/ui/accordion.js'] },
  // A block: loaded by a dynamic import only, so nothing it uses is in the first load.
  '/w/app/blocks/CmAccordion.js': {
    code: 'import { Accordion } from "../ui/index.js";\nexport function CmAccordion() { return Accordion; }',
  },
});

describe('firstLoadAnalysis', () => {
  const { isFirstLoad } = firstLoadAnalysis(modules);

  it('counts what the entry and the route modules use, through a package index', () => {
    expect(isFirstLoad('/w/app/routes/chrome.js')).toBe(true);
    expect(isFirstLoad('/w/app/ui/index.js')).toBe(true);
    expect(isFirstLoad('/w/app/ui/link.js')).toBe(true); // imported by the root route
    expect(isFirstLoad('/w/app/ui/icon.js')).toBe(true); // re-exported, used by the chrome
  });

  it('leaves out what the index only re-exports for blocks, and its dependencies', () => {
    expect(isFirstLoad('/w/app/ui/accordion.js')).toBe(false);
    expect(isFirstLoad('/w/app/ui/radix.js')).toBe(false);
    expect(isFirstLoad('/w/app/blocks/CmAccordion.js')).toBe(false);
  });
});

describe('importClauses', () => {
  it('reads named, namespace, default and side-effect imports and re-exports, minified or not', () => {
    const code =
      'import a, { b as c, type D } from "./x.js";import*as e from"./y.js";import"./z.css";' +
      'export { f as g } from "./w.js";export*from"./v.js";import type { T } from "./t.js";\n' +
      '// import { h } from "./commented.js";\n' +
      'const text = `import { i } from "./in-a-string.js"`; /* export { j } from "./k.js"; */';
    expect(importClauses(code, 'module.ts')).toEqual([
      {
        specifier: './x.js',
        kind: 'import',
        bindings: [
          { imported: 'default', local: 'a' },
          { imported: 'b', local: 'c' },
        ],
      },
      { specifier: './y.js', kind: 'import', bindings: [{ imported: '*', local: 'e' }] },
      { specifier: './z.css', kind: 'import', bindings: [] },
      { specifier: './w.js', kind: 'export', bindings: [{ imported: 'f', local: 'g' }] },
      { specifier: './v.js', kind: 'export', bindings: [{ imported: '*', local: '*' }] },
    ]);
  });

  it('refuses code that does not parse instead of guessing', () => {
    expect(() => importClauses('import { a from "./x.js"')).toThrow(/does not parse/);
  });
});

describe('moduleSyntax', () => {
  it('keeps the module’s own code, without its imports, export lists and comments', () => {
    const syntax = moduleSyntax(
      'import { Link } from "./link.js"; // Link\nfunction Nav() { return "→"; }\nexport { Link as A, Nav };\n' +
        'import { Icon } from "./icon.js";\nexport { Icon };',
    );
    expect(syntax?.ownCode).toContain('function Nav() { return "→"; }');
    expect(syntax?.ownCode).not.toMatch(/Link|Icon/);
    expect(syntax?.exported).toEqual(new Map([['Nav', ['Nav']]]));
    // Exporting an imported name is a re-export of it (an indirect export).
    expect(syntax?.clauses).toContainEqual({
      specifier: './link.js',
      kind: 'export',
      bindings: [{ imported: 'Link', local: 'A' }],
    });
  });
});

describe('firstLoadAnalysis on code it cannot read', () => {
  it('counts the import as used', () => {
    const { isFirstLoad } = firstLoadAnalysis(
      graph({
        '/w/app/root.tsx': { code: 'import { Link } from "./ui.js"; export default () => <Link' },
        '/w/app/ui.js': { code: 'export function Link() {}', importers: ['/w/app/root.tsx'] },
      }),
    );
    expect(isFirstLoad('/w/app/ui.js')).toBe(true);
  });
});

describe('loadedByEveryPage', () => {
  it('names the chunks of every first load', () => {
    expect(loadedByEveryPage('assets/framework-BmE7V4GV.js')).toBe(true);
    expect(loadedByEveryPage('assets/site-CqYIY9UI.js')).toBe(true);
    expect(loadedByEveryPage('assets/rolldown-runtime-WkwZ5CU-.js')).toBe(true);
    expect(loadedByEveryPage('assets/CmAccordion-Zg4dnFnr.js')).toBe(false);
    expect(loadedByEveryPage('assets/chunk-XCSCFE2G-eVGXB0kK.js')).toBe(false);
  });
});
