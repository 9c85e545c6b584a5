import { describe, expect, it } from 'vitest';
import { hasRichText } from '../RichText/sanitizedHtml';
import { sanitizeHtml, sanitizeRichText } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes script tags', () => {
    const out = sanitizeHtml('<p>Hallo</p><script>alert(1)</script>');
    expect(out).toBe('<p>Hallo</p>');
  });

  it('removes event handlers', () => {
    const out = sanitizeHtml('<img src="/x.png" alt="x" onerror="alert(1)"><p onclick="x()">t</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('<img src="/x.png" alt="x">');
  });

  it('strips javascript: and data: hrefs so the link renders as text', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a>');
    expect(out).not.toMatch(/javascript|data:/);
    expect(out).toBe('<a>a</a><a>b</a>');
  });

  it('applies the external link rules with the hidden new-tab text', () => {
    const de = sanitizeHtml('<a href="https://example.org" target="_self">Extern</a>');
    expect(de).toContain('target="_blank"');
    expect(de).toContain('rel="noopener noreferrer nofollow"');
    expect(de).toContain('<span class="hs-visually-hidden hs-new-tab-hint"> (öffnet in neuem Tab)</span>');
    const en = sanitizeHtml('<a href="https://example.org">External</a>', 'en');
    expect(en).toContain('(opens in a new tab)');
  });

  it('leaves internal links alone and drops author-set targets', () => {
    expect(sanitizeHtml('<a href="/produkte" target="_blank" rel="opener">Intern</a>')).toBe(
      '<a href="/produkte">Intern</a>',
    );
  });

  it('keeps headings, lists and tables', () => {
    const html = '<h2>T</h2><ul><li>a</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes inline styles and iframes', () => {
    expect(sanitizeHtml('<p style="color:red">x</p><iframe src="https://e.example"></iframe>')).toBe(
      '<p>x</p>',
    );
  });

  it('does not leak its hook into later DOMPurify calls', () => {
    sanitizeHtml('<a href="https://a.example">a</a>');
    const plain = sanitizeHtml('<a href="/x">x</a>');
    expect(plain).toBe('<a href="/x">x</a>');
  });
});

describe('sanitizeRichText', () => {
  it('gives the same serialisable value for every locale, the hint worded later by RichText', () => {
    const value = sanitizeRichText('<a href="https://a.example" onclick="x()">a</a><script>y()</script>');
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
    expect(value.sanitizedHtml).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">a<span class="hs-visually-hidden hs-new-tab-hint"></span></a>',
    );
  });

  it('tells empty editor leftovers from content', () => {
    expect(hasRichText(sanitizeRichText('<p>&nbsp;</p><p> </p>'))).toBe(false);
    expect(hasRichText(sanitizeRichText('<p><script>x()</script></p>'))).toBe(false);
    expect(hasRichText(sanitizeRichText('<p><img src="/a.png" alt="A"></p>'))).toBe(true);
    expect(hasRichText(sanitizeRichText('<p>Text</p>'))).toBe(true);
    expect(hasRichText(undefined)).toBe(false);
  });
});
