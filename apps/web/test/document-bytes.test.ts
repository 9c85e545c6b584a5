import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8 } from '../lib/document-bytes.ts';

describe('utf8', () => {
  it('writes the very bytes Node writes, for any text: ASCII, Latin-1, the BMP, astral and lone surrogates', () => {
    expect(utf8('<p>Trockene Augen – „Hilfe“ für 99 €</p>')).toEqual(
      Buffer.from('<p>Trockene Augen – „Hilfe“ für 99 €</p>'),
    );
    expect(utf8('👁️ \ud800 x \udfff')).toEqual(Buffer.from('👁️ \ud800 x \udfff'));
    expect(utf8('')).toEqual(Buffer.alloc(0));
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        (any, text) => {
          expect(utf8(any)).toEqual(Buffer.from(any));
          expect(utf8(text)).toEqual(Buffer.from(text));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
