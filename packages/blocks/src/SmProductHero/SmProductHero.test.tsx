import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { smProductHeroSchema } from './schema';
import { finderProductKey, SmProductHero } from './SmProductHero';
import { titleMarkup, titleText } from './titleMarkup';

const html = (markup: string) => renderToString(<>{titleMarkup(markup)}</>);

describe('titleMarkup', () => {
  it('keeps sup, sub and br, and nothing else', () => {
    expect(html('LUMEDRA<sup>®</sup> CARE')).toBe('LUMEDRA<sup>®</sup> CARE');
    expect(html('H<sub>2</sub>O<br/>Tropfen')).toBe('H<sub>2</sub>O<br/>Tropfen');
    expect(html('<img src=x onerror=alert(1)>LUMEDRA <b>GEL</b>')).toBe('LUMEDRA GEL');
    expect(html('A &amp; B &lt;script&gt;')).toBe('A &amp; B &lt;script&gt;');
  });

  it('gives the plain text and the finder key', () => {
    expect(titleText('LUMEDRA<sup>®</sup>&nbsp;CARE')).toBe('LUMEDRA® CARE');
    expect(finderProductKey('LUMEDRA<sup>®</sup> dual intense')).toBe('LUMEDRA DUAL INTENSE');
    expect(finderProductKey('  ')).toBeUndefined();
  });
});

describe('SmProductHero', () => {
  const parse = (input: object) =>
    smProductHeroSchema.parse({ id: 'h', uiComponent: 'SmProductHero', ...input });

  it('renders nothing with only the common fields', () => {
    expect(renderToString(<SmProductHero block={parse({})} index={0} />)).toBe('');
  });

  it('puts the title in an h1, the product on the finder link and the pack sizes in a named list', () => {
    const out = renderToString(
      <SmProductHero
        block={parse({
          name: 'LUMEDRA GEL',
          title: 'LUMEDRA<sup>®</sup> GEL',
          packSizes: ['10 g'],
          landscapeFormat: true,
        })}
        index={0}
      />,
    );
    expect(out).toMatch(/<h1[^>]*>LUMEDRA<sup>®<\/sup> GEL<\/h1>/);
    expect(out).toMatch(/<li data-preselect-product="LUMEDRA GEL"><a[^>]*href="#apofinder"/);
    expect(out).toContain('data-landscape=""');
    expect(out).toContain('Packungsgrößen');
  });

  it('leaves the finder button out when finderCta is false', () => {
    expect(
      renderToString(<SmProductHero block={parse({ name: 'X', finderCta: false })} index={0} />),
    ).not.toContain('#apofinder');
  });
});
