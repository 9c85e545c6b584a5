import { describe, expect, it } from 'vitest';
import type { SiteProduct } from '@healthsite/content-client';
import {
  cleanLegalHref,
  followLegalUrl,
  initialLegalState,
  legalModalHeight,
  legalProducts,
  legalTextsSource,
  parseLegalUrl,
  toggleLegalSelection,
  visibleLegalItems,
} from './legalTexts';
import { prepareLegalTexts } from './prepareLegalTexts';

const products: SiteProduct[] = [
  {
    assetId: 'prod-care',
    name: 'LUMEDRA CARE',
    pflichttext: [
      { title: 'CARE 10 ml', endverbrauchertext: '<p>a</p>' },
      { title: 'CARE 2×10 ml', endverbrauchertext: '<p>b</p>' },
    ],
  },
  {
    assetId: 'prod-gel',
    name: 'LUMEDRA GEL',
    pflichttext: [{ title: 'GEL', endverbrauchertext: '<p>c</p>' }],
  },
  {
    assetId: 'prod-none',
    name: 'NO TEXT',
    pflichttext: [
      { title: 'empty' },
      { title: 'blank', endverbrauchertext: ' ' },
      { title: 'empty paragraph', endverbrauchertext: '<p>&nbsp;</p>' },
      { title: 'only a script', endverbrauchertext: '<script>alert(1)</script>' },
    ],
  },
];
const ids = ['prod-care', 'prod-gel'];

describe('items', () => {
  it('uses only entries with an endverbrauchertext, with the product asset id', () => {
    const items = prepareLegalTexts(products);
    expect(items.map((i) => [i.assetId, i.title])).toEqual([
      ['prod-care', 'CARE 10 ml'],
      ['prod-care', 'CARE 2×10 ml'],
      ['prod-gel', 'GEL'],
    ]);
    expect(legalProducts(items)).toEqual([
      { assetId: 'prod-care', name: 'LUMEDRA CARE' },
      { assetId: 'prod-gel', name: 'LUMEDRA GEL' },
    ]);
    expect(prepareLegalTexts(undefined)).toEqual([]);
  });
  it('sanitises the texts (on the server; the modal renders them as they are)', () => {
    const [item] = prepareLegalTexts([
      {
        assetId: 'prod-x',
        name: 'X',
        pflichttext: [
          { title: 'X', endverbrauchertext: '<p onclick="alert(1)">Text<script>alert(2)</script></p>' },
        ],
      },
    ]);
    expect(item?.html).toEqual({ sanitizedHtml: '<p>Text</p>' });
    // Plain data: the loader sends it to the browser as it is.
    expect(JSON.parse(JSON.stringify(item))).toEqual(item);
  });
  it('takes the texts as a list or as a source that loads them', async () => {
    const items = prepareLegalTexts(products);
    const fromList = legalTextsSource(items);
    expect(fromList.products).toEqual(legalProducts(items));
    await expect(fromList.load()).resolves.toBe(items);
    const source = { products: [{ assetId: 'prod-gel', name: 'LUMEDRA GEL' }], load: async () => items };
    expect(legalTextsSource(source)).toBe(source);
  });
  it('shows all items with no selection, else only the selected products', () => {
    const items = prepareLegalTexts(products);
    expect(visibleLegalItems(items, [])).toHaveLength(3);
    expect(visibleLegalItems(items, ['prod-gel']).map((i) => i.title)).toEqual(['GEL']);
    expect(visibleLegalItems(items, ['prod-gel', 'prod-care'])).toHaveLength(3);
  });
  it('toggles a chip', () => {
    expect(toggleLegalSelection([], 'a', true)).toEqual(['a']);
    expect(toggleLegalSelection(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleLegalSelection(['a'], 'a', true)).toEqual(['a']);
  });
});

describe('URL', () => {
  it('reads the hash and pt', () => {
    expect(parseLegalUrl('', '#pflichttexte')).toEqual({ hashOpen: true, pt: null });
    expect(parseLegalUrl('?pt=prod-care&x=1', '')).toEqual({ hashOpen: false, pt: 'prod-care' });
    expect(parseLegalUrl('?pt=', '#top')).toEqual({ hashOpen: false, pt: null });
  });
  it('cleans pt and the hash, keeping other parameters', () => {
    expect(cleanLegalHref('https://x.test/produkte/care?pt=prod-care&a=1#pflichttexte')).toBe(
      '/produkte/care?a=1',
    );
    expect(cleanLegalHref('https://x.test/?pt=prod-care')).toBe('/');
  });
});

describe('followLegalUrl', () => {
  const follow = (search: string, hash: string, state = initialLegalState) =>
    followLegalUrl(state, parseLegalUrl(search, hash), ids);

  it('opens on #pflichttexte with nothing selected', () => {
    expect(follow('', '#pflichttexte')).toMatchObject({ open: true, selected: [] });
  });
  it('opens on pt and selects that product', () => {
    expect(follow('?pt=prod-gel', '')).toMatchObject({ open: true, selected: ['prod-gel'] });
  });
  it('opens on an unknown pt without selecting', () => {
    expect(follow('?pt=unknown', '')).toMatchObject({ open: true, selected: [] });
  });
  it('closes on a hash change away', () => {
    const open = follow('', '#pflichttexte');
    expect(follow('', '#other', open).open).toBe(false);
  });
  it('a navigation that removes pt clears the selection and closes', () => {
    const open = follow('?pt=prod-care', '');
    expect(follow('', '', open)).toMatchObject({ open: false, selected: [] });
  });
  it('leaves an open modal alone when the URL does not change', () => {
    const opened = { ...initialLegalState, open: true, selected: ['prod-gel'] };
    expect(follow('', '', opened)).toMatchObject({ open: true, selected: ['prod-gel'] });
  });
  it('returns the very same state when nothing changes (React renders nothing again)', () => {
    expect(follow('', '')).toBe(initialLegalState);
    const opened = follow('?pt=prod-gel', '');
    expect(follow('?pt=prod-gel', '', opened)).toBe(opened);
  });
});

describe('legalModalHeight', () => {
  it('is the content height plus 100 px, at most two thirds of the screen', () => {
    expect(legalModalHeight(300, 900)).toBe(400);
    expect(legalModalHeight(800, 900)).toBe(600);
    expect(legalModalHeight(300.2, 900)).toBe(401);
  });
});
