import { describe, expect, it } from 'vitest';
import type { Block } from '@healthsite/content-client';
import { defaultBlockRegistry } from '../defaultBlockRegistry';
import { prepareBlocks } from '../prepareBlocks';
import { pageNavItems } from './pageNavItems';

const quiet = { warn: () => {} };

describe('pageNavItems', () => {
  it('lists rendered blocks with listInPageNav, in order, with #anchors', () => {
    const content = [
      { id: 's', uiComponent: 'SmStage', headline: 'Willkommen' },
      {
        id: 'a',
        uiComponent: 'CmCopyCenter',
        listInPageNav: true,
        topline: 'Wirkung',
        headline: 'So wirkt es',
      },
      {
        id: 'b',
        uiComponent: 'CmCopyCenter',
        listInPageNav: true,
        anchor: 'anwendung',
        headline: 'Anwendung',
      },
      { id: 'c', uiComponent: 'CmCopyCenter', listInPageNav: false, headline: 'Nicht gelistet' },
      { id: 'd', uiComponent: 'TmUnheard', listInPageNav: true, headline: 'Unbekannt' },
      { id: 'e', uiComponent: 'CmCopyCenter', listInPageNav: true, headline: 'Häufige <br>Fragen' },
      { id: 'f', uiComponent: 'CmCopyCenter', listInPageNav: true, headingTag: 'h9', headline: 'Ungültig' },
    ] as Block[];
    const blocks = prepareBlocks({ id: 'p', content }, defaultBlockRegistry, quiet);
    expect(pageNavItems(blocks)).toEqual([
      { id: 'wirkung', href: '#wirkung', label: 'Wirkung', uiComponent: 'CmCopyCenter' },
      { id: 'anwendung', href: '#anwendung', label: 'Anwendung', uiComponent: 'CmCopyCenter' },
      {
        id: 'haeufige-fragen',
        href: '#haeufige-fragen',
        label: 'Häufige Fragen',
        uiComponent: 'CmCopyCenter',
      },
    ]);
  });

  it('skips a listed block with nothing to label it', () => {
    const blocks = prepareBlocks(
      { id: 'p', content: [{ id: 'x', uiComponent: 'CmCopyCenter', listInPageNav: true, copy: '<p>t</p>' }] },
      defaultBlockRegistry,
      quiet,
    );
    expect(pageNavItems(blocks)).toEqual([]);
  });
});
