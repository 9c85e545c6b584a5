import { describe, expect, it } from 'vitest';
import { anchorSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Über uns', 'ueber-uns'],
    ['Trockene Augen', 'trockene-augen'],
    ['Größe & Maße', 'groesse-masse'],
    ['ÄÖÜ äöü ß', 'aeoeue-aeoeue-ss'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['Crème brûlée', 'creme-brulee'],
    ['LUMEDRA® CARE 10 ml', 'lumedra-care-10-ml'],
    ['', ''],
    ['!!!', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('anchorSlug', () => {
  it('takes the first non-empty of anchor, topline, headline, name, topic', () => {
    expect(anchorSlug({ id: 'b1', anchor: 'Wirkung', topline: 'x', headline: 'y' })).toBe('wirkung');
    expect(anchorSlug({ id: 'b1', anchor: '', topline: 'Über uns', headline: 'y' })).toBe('ueber-uns');
    expect(anchorSlug({ id: 'b1', anchor: '  ', headline: 'Die <em>Wirkung</em>' })).toBe('die-wirkung');
    expect(anchorSlug({ id: 'b1', name: 'Name' })).toBe('name');
    expect(anchorSlug({ id: 'b1', topic: 'Thema' })).toBe('thema');
  });
  it('falls back to the block id', () => {
    expect(anchorSlug({ id: 'b-home-de-copy' })).toBe('b-home-de-copy');
  });
});
