// A small JSON Schema (draft 2020-12) checker for the subset the generated block schema uses:
// type, enum, const, minLength, minItems, required, properties, items, $ref, allOf (with if/then), anyOf. Enough to keep the
// demo content valid against packages/blocks/schema/content.schema.json without a new dependency.
type Schema = Record<string, unknown>;

export interface SchemaIssue {
  path: string;
  message: string;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function validate(schema: Schema, value: unknown, root: Schema = schema, path = ''): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const at = (message: string) => issues.push({ path: path || '(root)', message });
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/$defs/', '');
    const target = (root.$defs as Record<string, Schema> | undefined)?.[name];
    if (!target) at(`unknown $ref ${schema.$ref}`);
    else issues.push(...validate(target, value, root, path));
  }
  if (typeof schema.type === 'string') {
    const actual = typeOf(value);
    const ok = actual === schema.type || (schema.type === 'number' && actual === 'integer');
    if (!ok) {
      at(`expected ${schema.type}, got ${actual}`);
      return issues;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    at(`not one of ${JSON.stringify(schema.enum)}`);
  if ('const' in schema && schema.const !== value) at(`expected ${JSON.stringify(schema.const)}`);
  if (typeof schema.minLength === 'number' && typeof value === 'string' && value.length < schema.minLength) {
    at(`shorter than ${schema.minLength}`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? []) {
      if (!(key in object)) at(`missing required ${key}`);
    }
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [key, sub] of Object.entries(properties)) {
      if (key in object) issues.push(...validate(sub, object[key], root, `${path}.${key}`));
    }
  }
  if (Array.isArray(value) && typeof schema.minItems === 'number' && value.length < schema.minItems) {
    at(`fewer than ${schema.minItems} items`);
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object') {
    value.forEach((item, i) => issues.push(...validate(schema.items as Schema, item, root, `${path}[${i}]`)));
  }
  if (Array.isArray(schema.allOf)) {
    for (const sub of schema.allOf as Schema[]) {
      if (sub.if && sub.then) {
        if (validate(sub.if as Schema, value, root, path).length === 0) {
          issues.push(...validate(sub.then as Schema, value, root, path));
        }
      } else issues.push(...validate(sub, value, root, path));
    }
  }
  if (Array.isArray(schema.anyOf)) {
    const results = (schema.anyOf as Schema[]).map((sub) => validate(sub, value, root, path));
    if (!results.some((r) => r.length === 0)) at('matches none of anyOf');
  }
  return issues;
}

/** Property names a block carries that the schema of its type does not define (they would be ignored). */
export function unknownFields(blockSchema: Schema, block: Record<string, unknown>): string[] {
  const properties = (blockSchema.properties as Record<string, unknown> | undefined) ?? {};
  return Object.keys(block).filter((key) => !(key in properties));
}
