import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { finderProductKey, titleMarkup, titleText } from './productTitle';

const html = (markup: string) => renderToString(<>{titleMarkup(markup)}</>);

describe('titleMarkup', () => {
  it('keeps sup, sub and br, and nothing else', () => {
    expect(html('LUMEDRA<sup>®</sup> CARE')).toBe('LUMEDRA<sup>®</sup> CARE');
    expect(html('H<sub>2</sub>O<br/>Tropfen')).toBe('H<sub>2</sub>O<br/>Tropfen');
    expect(html('<img src=x onerror=alert(1)>LUMEDRA <b>GEL</b>')).toBe('LUMEDRA GEL');
    expect(html('A &amp; B &lt;script&gt;')).toBe('A &amp; B &lt;script&gt;');
  });

  it('decodes named and numeric entities, and only once', () => {
    expect(titleText('LUMEDRA&#174; CARE&#x2122; &#X2122;')).toBe('LUMEDRA® CARE™ ™');
    expect(titleText('A&#39;s &amp;#174; &#0; &#x110000;')).toBe("A's &#174; &#0; &#x110000;");
    expect(html('LUMEDRA<sup>&#174;</sup>')).toBe('LUMEDRA<sup>®</sup>');
  });

  it('gives the plain text and the finder key', () => {
    expect(titleText('LUMEDRA<sup>®</sup>&nbsp;CARE')).toBe('LUMEDRA® CARE');
    expect(finderProductKey('LUMEDRA<sup>®</sup> dual intense')).toBe('LUMEDRA DUAL INTENSE');
    expect(finderProductKey('LUMEDRA&#174; care')).toBe('LUMEDRA CARE');
    expect(finderProductKey('  ')).toBeUndefined();
  });
});
