// The server half of route-view.ts: a page's view as JSON text, made once per page object, and the
// data block that carries it in a document.
import { VIEW_ELEMENT_ID } from './document-ids';

interface Made {
  key: string;
  json: string;
  block?: Buffer;
}

const made = new WeakMap<object, Made>();

/**
 * The JSON text of a view that depends on nothing but `owner` (a page object of one content
 * version) and `key` (what else it is made from): made once, then the same string for every
 * request. `view` is called only when it is not made yet.
 */
export function viewJsonOf(owner: object, key: string, view: () => unknown): string {
  let entry = made.get(owner);
  if (entry?.key !== key) made.set(owner, (entry = { key, json: JSON.stringify(view()) }));
  return entry.json;
}

/**
 * The document's data block with this JSON text (`<` escaped, so the text cannot end the element
 * or open a comment), as bytes; kept with the text when it was made by `viewJsonOf`.
 */
export function viewDataBlock(owner: object | undefined, json: string): Buffer {
  const entry = owner ? made.get(owner) : undefined;
  if (entry?.json === json && entry.block) return entry.block;
  const block = Buffer.from(
    `<script type="application/json" id="${VIEW_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`,
  );
  if (entry?.json === json) entry.block = block;
  return block;
}
