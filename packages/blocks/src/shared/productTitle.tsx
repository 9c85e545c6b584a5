// Product names in CMS fields (`LUMEDRA<sup>®</sup> CARE`): shared by the product blocks, so that no
// block's chunk imports another block's component for them. Title fields arrive canonical
// (`canonicalTitle`, applied where the block is validated): their text needs only XML's five
// references decoded, and numeric ones, which `entities`' small XML decoder does.
import { decodeXML } from 'entities/decode';
import { Fragment, type ReactNode } from 'react';

const TOKEN = /<(\/?)(sup|sub)\s*>|<br\s*\/?>|<[^>]*>/gi;

/**
 * Product title markup such as `LUMEDRA<sup>®</sup> CARE` as React nodes. Only `<sup>`, `<sub>` and
 * `<br>` survive; any other tag is dropped and its text kept, so no HTML reaches the DOM unparsed
 * (a heading cannot hold the RichText div either).
 */
export function titleMarkup(markup: string): ReactNode {
  return once(markups, markup, titleNodes);
}

/** Titles as nodes and as text, once per title (a server renders the same ones on every request). */
const markups = new Map<string, ReactNode>();
const texts = new Map<string, string>();

// The same few lines as intl.ts's `memo`, on purpose: one module shared by both became a chunk of
// its own in the site's build, one more request on every product page (2026-12-01).
function once<T>(table: Map<string, T>, markup: string, make: (markup: string) => T): T {
  let value = table.get(markup);
  if (value === undefined) {
    if (table.size > 300) table.clear();
    table.set(markup, (value = make(markup)));
  }
  return value;
}

function titleNodes(markup: string): ReactNode {
  const out: ReactNode[] = [];
  let open: 'sup' | 'sub' | undefined;
  let buffer = '';
  let last = 0;
  const flush = () => {
    if (buffer === '') return;
    const text = decodeXML(buffer);
    const Tag = open;
    out.push(Tag ? <Tag key={out.length}>{text}</Tag> : <Fragment key={out.length}>{text}</Fragment>);
    buffer = '';
  };
  for (const match of markup.matchAll(TOKEN)) {
    buffer += markup.slice(last, match.index);
    last = match.index + match[0].length;
    const [tag, closing, name] = match;
    if (name) {
      flush();
      open = closing ? undefined : (name.toLowerCase() as 'sup' | 'sub');
    } else if (/^<br/i.test(tag)) {
      flush();
      out.push(<br key={out.length} />);
    }
  }
  buffer += markup.slice(last);
  flush();
  return out;
}

/** The plain text of title markup (tags removed), e.g. for accessible names. */
export function titleText(markup: string): string {
  return once(texts, markup, plainTitle);
}

function plainTitle(markup: string): string {
  return decodeXML(markup.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The value of `data-preselect-product`: the finder matches product names upper-cased. */
export function finderProductKey(value: string | undefined): string | undefined {
  // Marks such as ® belong to the title, not to the catalogue name the finder matches.
  const key = value ? titleText(value).replace(/[®™]/g, '').replace(/\s+/g, ' ').trim().toUpperCase() : '';
  return key === '' ? undefined : key;
}
