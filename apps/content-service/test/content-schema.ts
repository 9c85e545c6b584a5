// Checks content against the JSON Schema that @healthsite/blocks publishes
// (packages/blocks/schema/content.schema.json, CONTENT-CONTRACT.md §4) with Ajv: all of draft
// 2020-12, not a hand-written subset of it.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { default as addFormats } from 'ajv-formats';

interface ContentSchema {
  $id: string;
  $defs: Record<string, unknown>;
}

interface PageLike {
  id: string;
  content: { id: string; uiComponent: string }[];
}

function describe(errors: ErrorObject[] | null | undefined, at: string): string[] {
  return (errors ?? []).map((error) => {
    const detail =
      error.keyword === 'unevaluatedProperties'
        ? `: ${String(error.params.unevaluatedProperty)}`
        : error.keyword === 'enum'
          ? ` ${JSON.stringify(error.params.allowedValues)}`
          : '';
    return `${at}${error.instancePath}: ${error.message}${detail}`;
  });
}

/**
 * `problems(page)` lists, as `<page id><path>: <message>`, every way the page breaks the schema,
 * every field a block carries that its type's schema does not define (the renderer would ignore it
 * without a word) and, with `unknownTypes: 'report'`, every block of a type the schema does not know.
 */
export function pageChecker({ unknownTypes }: { unknownTypes: 'skip' | 'report' }) {
  const file = new URL('../../../packages/blocks/schema/content.schema.json', import.meta.url);
  const schema = JSON.parse(readFileSync(file, 'utf8')) as ContentSchema;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  // The schema's `format`s (date, uri, …) are checked, not ignored.
  addFormats.default(ajv);
  ajv.addSchema(schema);
  const page = ajv.getSchema(`${schema.$id}#/$defs/Page`)!;
  const brand = ajv.getSchema(`${schema.$id}#/$defs/Brand`)!;
  // `unevaluatedProperties` looks through `$ref`: a field is unknown when no part of the type's
  // schema (its own properties or the common ones it refers to) defines it.
  const exactly = new Map<string, ValidateFunction>();
  const exactlyType = (type: string) => {
    let validate = exactly.get(type);
    if (!validate) {
      validate = ajv.compile({
        type: 'object',
        $ref: `${schema.$id}#/$defs/${type}`,
        unevaluatedProperties: false,
      });
      exactly.set(type, validate);
    }
    return validate;
  };

  return {
    /** What is wrong with a site definition's brand (name, registered name, logo, profiles). */
    brandProblems(value: unknown, siteId: string): string[] {
      return brand(value) ? [] : describe(brand.errors, `${siteId} definition.brand`);
    },
    problems(value: PageLike): string[] {
      const problems = page(value) ? [] : describe(page.errors, value.id);
      value.content.forEach((block, index) => {
        const at = `${value.id}/content/${index} (${block.id})`;
        if (!(block.uiComponent in schema.$defs) || block.uiComponent === 'Page') {
          if (unknownTypes === 'report') problems.push(`${at}: unknown block type ${block.uiComponent}`);
          return;
        }
        const validate = exactlyType(block.uiComponent);
        if (!validate(block))
          problems.push(
            ...describe(
              validate.errors?.filter((error) => error.keyword === 'unevaluatedProperties'),
              at,
            ),
          );
      });
      return [...new Set(problems)]; // the common fields are checked twice (CommonBlock, the type)
    },
  };
}

/** Every way a whole content answer (`{ sites: [...] }`) breaks the published schema. */
export function contentProblems(body: unknown): string[] {
  const file = new URL('../../../packages/blocks/schema/content.schema.json', import.meta.url);
  const schema = JSON.parse(readFileSync(file, 'utf8')) as ContentSchema;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  return validate(body) ? [] : describe(validate.errors, 'content');
}
