import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { smProductHeroSchema } from '../SmProductHero/schema';
import { canonicalTitle } from './canonicalTitle';
import { finderProductKey, titleMarkup, titleText } from './productTitle';

const html = (markup: string) => renderToString(<>{titleMarkup(markup)}</>);

describe('canonicalTitle (where the block is validated)', () => {
  it('decodes every character reference, keeps sup, sub and br, and escapes only XML’s five', () => {
    expect(canonicalTitle('LUMEDRA<SUP>&reg;</SUP>&nbsp;CARE&trade; <b>Gel</b><br />&frac12;')).toBe(
      'LUMEDRA<sup>®</sup>\u00a0CARE™ Gel<br>½',
    );
    expect(canonicalTitle('A &amp; B &lt;script&gt; &amp;reg;')).toBe('A &amp; B &lt;script&gt; &amp;reg;');
  });

  it('is what a validated block carries', () => {
    const block = smProductHeroSchema.parse({
      id: 'b-1',
      uiComponent: 'SmProductHero',
      title: 'LUMEDRA<sup>&reg;</sup> CARE',
    });
    expect(block.title).toBe('LUMEDRA<sup>®</sup> CARE');
  });
});

describe('titleMarkup (in the browser)', () => {
  it('keeps sup, sub and br, and nothing else', () => {
    expect(html('LUMEDRA<sup>®</sup> CARE')).toBe('LUMEDRA<sup>®</sup> CARE');
    expect(html('H<sub>2</sub>O<br/>Tropfen')).toBe('H<sub>2</sub>O<br/>Tropfen');
    expect(html('<img src=x onerror=alert(1)>LUMEDRA <b>GEL</b>')).toBe('LUMEDRA GEL');
    expect(html('A &amp; B &lt;script&gt;')).toBe('A &amp; B &lt;script&gt;');
  });

  it('decodes the canonical references, numeric ones, and only once', () => {
    expect(titleText('LUMEDRA&#174; CARE&#x2122; &#X2122;')).toBe('LUMEDRA® CARE™ ™');
    expect(titleText('A&#39;s &amp;#174; &apos;&quot;')).toBe("A's &#174; '\"");
    expect(html('LUMEDRA<sup>&#174;</sup>')).toBe('LUMEDRA<sup>®</sup>');
  });

  it('gives the plain text and the finder key', () => {
    expect(titleText(canonicalTitle('LUMEDRA<sup>®</sup>&nbsp;CARE'))).toBe('LUMEDRA® CARE');
    expect(finderProductKey('LUMEDRA<sup>®</sup> dual intense')).toBe('LUMEDRA DUAL INTENSE');
    expect(finderProductKey('LUMEDRA&#174; care')).toBe('LUMEDRA CARE');
    expect(finderProductKey('  ')).toBeUndefined();
  });
});
