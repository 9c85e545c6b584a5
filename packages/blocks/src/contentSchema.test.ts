import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentJsonSchema } from './contentSchema';
import { createBlockRegistry, defineBlock } from './blockModule';
import { defaultBlockRegistry } from './defaultBlockRegistry';
import { blockSchema } from './fields';

describe('content JSON Schema', () => {
  it('is committed and up to date (run `pnpm --filter @healthsite/blocks schema`)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../schema/content.schema.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(committed).toEqual(contentJsonSchema());
  });

  it('has a definition per registered block type, dispatched on uiComponent', () => {
    const schema = contentJsonSchema() as { $defs: Record<string, { allOf?: { if?: unknown }[] }> };
    for (const type of Object.keys(defaultBlockRegistry)) expect(schema.$defs[type]).toBeDefined();
    expect(schema.$defs.Block?.allOf).toHaveLength(Object.keys(defaultBlockRegistry).length + 1);
  });

  it('describes the pinned SmStage fields', () => {
    const schema = contentJsonSchema() as {
      $defs: { SmStage: { required: string[]; properties: Record<string, { properties?: object }> } };
    };
    expect(schema.$defs.SmStage.required).toEqual(['id', 'uiComponent']);
    expect(Object.keys(schema.$defs.SmStage.properties)).toEqual(
      expect.arrayContaining(['topline', 'headline', 'headingTag', 'copy', 'image', 'links', 'variant']),
    );
    expect(Object.keys(schema.$defs.SmStage.properties.image?.properties ?? {})).toEqual([
      'src',
      'alt',
      'type',
      'ratio',
    ]);
  });

  it('covers a sister site’s registry', () => {
    const registry = createBlockRegistry({
      ...defaultBlockRegistry,
      XyTeaser: defineBlock(blockSchema('XyTeaser', { claim: z.string() }), () => null),
    });
    expect(Object.keys((contentJsonSchema(registry) as { $defs: object }).$defs)).toContain('XyTeaser');
  });
});
