import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './html';

describe('decodeEntities', () => {
  it('decodes every named reference of HTML, and numeric ones', () => {
    expect(decodeEntities('Gr&ouml;&szlig;e &frac12; &Omega; &#174; &#x2122; &nbsp;')).toBe(
      'Größe ½ Ω ® ™ \u00a0',
    );
  });

  it('decodes once: an escaped reference stays a reference', () => {
    expect(decodeEntities('&amp;lt; &amp;#174;')).toBe('&lt; &#174;');
  });
});

describe('htmlToText', () => {
  it('drops tags, code and soft hyphens, and collapses white space', () => {
    expect(
      htmlToText(
        '<p>Augen&shy;tropfen&nbsp;f&uuml;r<br>jeden Tag</p><script>alert(1)</script><p>&amp; Nacht</p>',
      ),
    ).toBe('Augentropfen für jeden Tag & Nacht');
  });
});
