#!/usr/bin/env node
// Starts a new content block: `pnpm gen:block <UiComponent>` (e.g. `pnpm gen:block CmQuote`).
//
// Writes packages/blocks/src/<UiComponent>/ with everything a block has (docs/block-recipe.md):
// the component, its schema (the fields it reads), its copy (German and English), its CSS, its
// stories (German, English, every theme), fixtures and a unit test, and an index; then adds it
// where the package lists its blocks: the registry, the code-split loaders, the package's exports,
// the stylesheet and the copy namespaces; and regenerates the published JSON Schema
// (schema/content.schema.json). What is left to do is printed at the end.
//
//   node scripts/gen-block.mjs <UiComponent> [--root <checkout>]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root as defaultRoot } from './pack.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string' }, 'no-schema': { type: 'boolean', default: false } },
});
const name = positionals[0] ?? '';
const root = values.root ?? defaultRoot;
const blocks = join(root, 'packages', 'blocks');
const src = join(blocks, 'src');

function fail(message) {
  console.error(`gen:block: ${message}`);
  process.exit(1);
}

// The block type names of the content contract: a prefix (Cm content, Sm stage, Tm teaser, Nm
// navigation) and a PascalCase name.
if (!/^(Cm|Sm|Tm|Nm)[A-Z][A-Za-z0-9]{1,40}$/.test(name))
  fail(`"${name}" is not a block type name: Cm|Sm|Tm|Nm followed by a PascalCase name, e.g. CmQuote`);
if (existsSync(join(src, name))) fail(`packages/blocks/src/${name} exists already`);

const camel = name[0].toLowerCase() + name.slice(1); // cmQuote
const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(); // cm-quote
const short = name.slice(2); // Quote
const copyName = `${short[0].toLowerCase()}${short.slice(1)}Copy`; // quoteCopy
const namespace = `blocks.${short[0].toLowerCase()}${short.slice(1)}`; // blocks.quote
const css = `hs-${kebab}`;

const files = {
  'schema.ts': `import { z } from 'zod';
import { blockSchema } from '../fields';

/** ${name}: what it shows. The common fields (topline, headline, copy, links, …) come with blockSchema. */
export const ${camel}Schema = blockSchema('${name}', {
  note: z.string().optional().describe('A short note under the text'),
}).describe('${name}: topline, headline (default h2), copy, links, note');

export type ${name}Block = z.output<typeof ${camel}Schema>;
`,
  'copy.ts': `import { defineCopy, useCopy } from '@healthsite/ui';

/** Strings ${name} renders itself (the content's text comes from the CMS). */
export interface ${short}Copy {
  /** Accessible name of the block when it has no headline. */
  regionLabel: string;
}

export const ${copyName} = defineCopy<${short}Copy>('${namespace}', {
  'de-DE': { regionLabel: '${short}' },
  en: { regionLabel: '${short}' },
});

export function use${short}Copy(): ${short}Copy {
  return useCopy(${copyName});
}
`,
  [`${name}.tsx`]: `import { Container } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { use${short}Copy } from './copy';
import type { ${name}Block } from './schema';

/** ${name}: the block's text and its note. Renders nothing without any of them. */
export function ${name}({ block, anchorId }: BlockProps<${name}Block>) {
  const copy = use${short}Copy();
  const { headingTag = 'h2', headline, note } = block;
  if (!hasBlockText(block) && !hasText(note)) return null;
  return (
    <section
      data-block="${name}"
      id={anchorId}
      className="${css}"
      aria-label={hasText(headline) ? undefined : copy.regionLabel}
    >
      <Container className="${css}__inner">
        {hasBlockText(block) && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        {hasText(note) && <p className="${css}__note">{note}</p>}
      </Container>
    </section>
  );
}
`,
  [`${name}.css`]: `.${css}__inner {
  display: grid;
  gap: var(--hs-space-4, 1rem);
}

.${css}__note {
  margin: 0;
  color: var(--hs-color-muted);
  font-size: var(--hs-font-size-sm);
}
`,
  'fixtures.ts': `import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';

export const ${camel}Block: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: '${kebab}-demo',
    uiComponent: '${name}',
    topline: 'Neu',
    headline: 'Überschrift des Blocks',
    copy: '<p>Ein kurzer Text aus dem CMS.</p>',
    note: 'Ein Hinweis unter dem Text.',
  },
  en: {
    id: '${kebab}-demo',
    uiComponent: '${name}',
    topline: 'New',
    headline: 'The block’s headline',
    copy: '<p>A short text from the CMS.</p>',
    note: 'A note under the text.',
  },
};
`,
  [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { themes } from '@healthsite/ui';
import { expect, within } from 'storybook/test';
import { localized } from '../__fixtures__/storyRender';
import { storyLocale } from '../__fixtures__/storyLocale';
import { ${name} } from './${name}';
import { ${camel}Block } from './fixtures';
import { ${camel}Schema } from './schema';

const meta = {
  title: 'Blocks/${name}',
  component: ${name},
  parameters: {
    docs: {
      description: {
        component: 'Fields: \`topline\`, \`headline\` (default h2), \`copy\`, \`links\`, \`note\`.',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
  args: { block: ${camel}Schema.parse(${camel}Block['de-DE']), index: 1 },
} satisfies Meta<typeof ${name}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(${name}, ${camel}Schema, (locale) => ${camel}Block[locale]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

/** Every theme. */
export const Themes: Story = {
  render: (args, { globals }) => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
      {themes.map((theme) => (
        <div key={theme} data-theme={theme}>
          <${name} {...args} block={${camel}Schema.parse({ ...${camel}Block[storyLocale(globals)], headline: theme })} />
        </div>
      ))}
    </div>
  ),
};
`,
  [`${name}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ${name} } from './${name}';
import { ${camel}Schema } from './schema';

const parse = (input: object) => ${camel}Schema.parse({ id: 'b', uiComponent: '${name}', ...input });

describe('${name}', () => {
  it('renders nothing without text', () => {
    expect(renderToString(<${name} block={parse({})} index={0} />)).toBe('');
  });

  it('renders its headline and note', () => {
    const html = renderToString(<${name} block={parse({ headline: 'Hallo', note: 'Hinweis' })} index={0} />);
    expect(html).toContain('data-block="${name}"');
    expect(html).toMatch(/<h2[^>]*>Hallo<\\/h2>/);
    expect(html).toContain('Hinweis');
  });

  it('drops a note that is not text', () => {
    expect(${camel}Schema.safeParse({ id: 'b', uiComponent: '${name}', note: 3 }).success).toBe(false);
  });
});
`,
  'index.ts': `import { defineBlock } from '../blockModule';
import { ${name} } from './${name}';
import { ${camel}Schema } from './schema';

export const ${camel}Module = defineBlock(${camel}Schema, ${name});
export { ${name} } from './${name}';
export { ${camel}Schema, type ${name}Block } from './schema';
export { ${copyName}, type ${short}Copy } from './copy';
`,
};

/** Inserts `text` before the last occurrence of `marker` in a file (the end of a list). */
function insertBefore(file, marker, text) {
  const path = join(src, file);
  const content = readFileSync(path, 'utf8');
  const at = content.lastIndexOf(marker);
  if (at < 0) fail(`${file}: no "${marker.trim()}" to add ${name} before`);
  writeFileSync(path, content.slice(0, at) + text + content.slice(at));
}

function appendAfter(file, anchor, text) {
  const path = join(src, file);
  const content = readFileSync(path, 'utf8');
  const at = content.indexOf(anchor);
  if (at < 0) fail(`${file}: no "${anchor.trim()}" to add ${name} after`);
  const end = at + anchor.length;
  writeFileSync(path, content.slice(0, end) + text + content.slice(end));
}

mkdirSync(join(src, name));
for (const [file, content] of Object.entries(files)) writeFileSync(join(src, name, file), content);
console.log(`gen:block: wrote packages/blocks/src/${name}/ (${Object.keys(files).join(', ')})`);

// Registry: the import and the entry (the last entry ends with "});").
appendAfter(
  'defaultBlockRegistry.ts',
  "import { createBlockRegistry, type RegisteredBlock } from './blockModule';\n",
  `import { ${camel}Module } from './${name}';\n`,
);
insertBefore('defaultBlockRegistry.ts', '});\n', `  ${name}: ${camel}Module,\n`);
// The code-split loaders (the module list ends with "});").
insertBefore('PageRenderer/blockLoaders.ts', '});\n', `  ${name}: () => import('../${name}/${name}'),\n`);
// The package's exports, the stylesheet, the copy namespaces.
appendAfter('index.ts', "export * from './CmVideo';\n", `export * from './${name}';\n`);
// The block types' stylesheets come after the base, in any order (each styles only its own block).
appendAfter('styles.css', "@import './base.css';\n", `@import './${name}/${name}.css';\n`);
appendAfter(
  'i18n/namespaces.ts',
  "import type { BlocksCopy } from './copy';\n",
  `import type { ${short}Copy } from '../${name}/copy';\n`,
);
insertBefore('i18n/namespaces.ts', '}\n', `  '${namespace}': ${short}Copy;\n`);
// The registry's test renders every block type's demo fixture.
appendAfter(
  'defaultBlockRegistry.test.tsx',
  "import { defaultBlockRegistry } from './defaultBlockRegistry';\n",
  `import { ${camel}Block } from './${name}/fixtures';\n`,
);
appendAfter('defaultBlockRegistry.test.tsx', '  productCardsBlock,\n', `  ${camel}Block,\n`);
console.log(
  'gen:block: added it to the registry (and its test), the loaders, index.ts, styles.css and the copy namespaces',
);

const bin = (tool) => join(root, 'node_modules', '.bin', tool);
execFileSync(
  bin('prettier'),
  [
    '--write',
    '--log-level=warn',
    join(src, name),
    ...[
      'defaultBlockRegistry.ts',
      'defaultBlockRegistry.test.tsx',
      'PageRenderer/blockLoaders.ts',
      'index.ts',
      'i18n/namespaces.ts',
    ].map((file) => join(src, file)),
  ],
  { cwd: root, stdio: 'inherit' },
);

if (!values['no-schema']) {
  // The JSON Schema is generated from the built package (plain Node imports dist/).
  console.log('gen:block: regenerating schema/content.schema.json');
  execFileSync(bin('tsup'), [], { cwd: blocks, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync(process.execPath, ['scripts/generate-schema.mjs'], { cwd: blocks, stdio: 'inherit' });
  execFileSync(bin('prettier'), ['--write', '--log-level=warn', 'schema/content.schema.json'], {
    cwd: blocks,
    stdio: 'inherit',
  });
}

console.log(`
gen:block: ${name} is registered. Next:
  1. Fields: packages/blocks/src/${name}/schema.ts (then \`pnpm --filter @healthsite/blocks schema\`)
  2. Markup and styles: ${name}.tsx, ${name}.css; strings in copy.ts (German word for word from the spec)
  3. Stories and their screenshots: pnpm vitest run --project storybook packages/blocks/src/${name}
     (writes the baselines; look at every PNG before committing it)
  4. A changeset: pnpm changeset (@healthsite/blocks, minor)`);
