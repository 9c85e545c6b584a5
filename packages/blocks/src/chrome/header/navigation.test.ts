import { describe, expect, it } from 'vitest';
import type { SiteDefinition } from '@healthsite/content-client';
import { chromeVariantOf, isCurrentPath } from './navigation';

const definition: Pick<SiteDefinition, 'header' | 'footer'> = {
  header: { uiComponent: 'default', items: [] },
  footer: { uiComponent: 'skjur', credits: { text: '' }, legal: [] },
};

describe('chromeVariantOf', () => {
  it('takes each part’s own uiComponent from the site definition', () => {
    expect(chromeVariantOf(undefined, definition, 'header')).toBe('default');
    expect(chromeVariantOf(undefined, definition, 'footer')).toBe('skjur');
    expect(chromeVariantOf({}, definition)).toBe('default');
  });

  it('lets a page’s chrome override both parts', () => {
    expect(chromeVariantOf({ chrome: 'skjur' }, definition, 'header')).toBe('skjur');
    expect(chromeVariantOf({ chrome: 'default' }, definition, 'footer')).toBe('default');
  });
});

describe('isCurrentPath', () => {
  it('ignores a trailing slash and the hash, never matches a same-page anchor', () => {
    expect(isCurrentPath('/produkte/', '/produkte')).toBe(true);
    expect(isCurrentPath('/produkte#x', '/produkte')).toBe(true);
    expect(isCurrentPath('#apofinder', '/produkte')).toBe(false);
  });
});
