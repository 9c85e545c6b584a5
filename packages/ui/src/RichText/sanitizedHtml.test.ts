import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasVisibleContent, withNewTabHints, NEW_TAB_HINT } from './sanitizedHtml';

/** What "shows anything" means, written the plain way: the text without its tags, trimmed. */
const showsText = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').trim() !== '';

describe('hasVisibleContent', () => {
  it('sees text outside tags and images; empty paragraphs, white space and bare tags show nothing', () => {
    expect(hasVisibleContent('<p>Hallo</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/a.jpg" alt=""></p>')).toBe(true);
    expect(hasVisibleContent('<p>\u00a0</p>\n<p> </p>')).toBe(false);
    expect(hasVisibleContent('')).toBe(false);
    expect(hasVisibleContent('<br>')).toBe(false);
    // A "<" that opens no whole tag is text.
    expect(hasVisibleContent(' <')).toBe(true);
    expect(hasVisibleContent('<p> </p')).toBe(true);
  });

  it('agrees with stripping the tags and trimming, for any markup', () => {
    const piece = fc.constantFrom(
      '<p>',
      '</p>',
      '<b class="x">',
      '<',
      '>',
      ' ',
      '\u00a0',
      '\n',
      '\u2003',
      'a',
      '<img src="i">',
      '<br/>',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 12 }), (parts) => {
        const html = parts.join('');
        expect(hasVisibleContent(html)).toBe(showsText(html));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('withNewTabHints', () => {
  it("writes the reader's hint, escaped, into every mark and leaves other markup as it is", () => {
    const html = `<a href="https://a.example">A</a>${NEW_TAB_HINT} <a href="https://b.example">B</a>${NEW_TAB_HINT}`;
    expect(withNewTabHints(html, 'opens in a <new> tab & more')).toBe(
      '<a href="https://a.example">A</a><span class="hs-visually-hidden hs-new-tab-hint"> (opens in a &lt;new&gt; tab &amp; more)</span>' +
        ' <a href="https://b.example">B</a><span class="hs-visually-hidden hs-new-tab-hint"> (opens in a &lt;new&gt; tab &amp; more)</span>',
    );
    expect(withNewTabHints('<p>Intern</p>', 'x')).toBe('<p>Intern</p>');
  });
});
