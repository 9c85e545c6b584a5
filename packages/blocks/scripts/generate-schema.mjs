// Writes schema/content.schema.json from the built package (dist has the CSS split out, so plain
// Node can import it). Run through `pnpm --filter @healthsite/blocks schema`, which builds first.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentJsonSchema } from '../dist/index.js';

const target = fileURLToPath(new URL('../schema/content.schema.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(contentJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target}`);
