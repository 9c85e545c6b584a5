// Product title markup as it reaches the browser: canonicalised where the block is validated (the
// app's server), so that the browser needs no table of HTML's named character references.
import { decodeHTML, escapeUTF8 } from 'entities';

const TOKEN = /<(\/?)(sup|sub)\s*>|<br\s*\/?>|<[^>]*>/gi;

/**
 * Title markup (`LUMEDRA<sup>&reg;</sup>&nbsp;CARE`) in its canonical form
 * (`LUMEDRA<sup>®</sup>\u00a0CARE`): only `<sup>`, `</sup>`, `<sub>`, `</sub>` and `<br>` as tags,
 * every other tag dropped with its text kept, every character reference decoded (the `entities`
 * package, as a browser decodes), and only `& < > " '` escaped again, as XML's five references.
 */
export function canonicalTitle(markup: string): string {
  let out = '';
  let last = 0;
  const text = (end: number) => escapeUTF8(decodeHTML(markup.slice(last, end)));
  for (const match of markup.matchAll(TOKEN)) {
    out += text(match.index);
    last = match.index + match[0].length;
    const [tag, closing, name] = match;
    if (name) out += `<${closing}${name.toLowerCase()}>`;
    else if (/^<br/i.test(tag)) out += '<br>';
  }
  return out + text(markup.length);
}
