import { Fragment, type ReactNode } from 'react';

const TOKEN = /<(\/?)(sup|sub)\s*>|<br\s*\/?>|<[^>]*>/gi;

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&reg;/g, '®')
    .replace(/&trade;/g, '™')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Product title markup such as `LUMEDRA<sup>®</sup> CARE` as React nodes. Only `<sup>`, `<sub>` and
 * `<br>` survive; any other tag is dropped and its text kept, so no HTML reaches the DOM unparsed
 * (a heading cannot hold the RichText div either).
 */
export function titleMarkup(markup: string): ReactNode {
  const out: ReactNode[] = [];
  let open: 'sup' | 'sub' | undefined;
  let buffer = '';
  let last = 0;
  const flush = () => {
    if (buffer === '') return;
    const text = decodeEntities(buffer);
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
  return decodeEntities(markup.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
