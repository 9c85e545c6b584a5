import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';
import { packshotImage } from '../__fixtures__/images';

export const productHeroBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'hero-care',
    uiComponent: 'SmProductHero',
    topline: 'Bei trockenen und gereizten Augen',
    name: 'LUMEDRA CARE',
    title: 'LUMEDRA<sup>®</sup> CARE',
    headline: 'Pflegende Augentropfen mit 0,2 % Hyaluron',
    copy: '<p>Befeuchtet langanhaltend und beruhigt gereizte Augen – <strong>ohne Konservierungsmittel</strong>.</p>',
    image: packshotImage('Packung und Flasche LUMEDRA CARE Augentropfen'),
    claims: [
      'Ohne Konservierungsmittel',
      'Für alle Kontaktlinsen geeignet',
      '6 Monate nach Anbruch verwendbar',
    ],
    packSizes: ['10 ml Augentropfen', '2×10 ml Augentropfen'],
    finderProduct: 'LUMEDRA CARE',
    links: [{ text: 'Pflichttexte', href: '#pflichttexte' }],
  },
  en: {
    id: 'hero-care',
    uiComponent: 'SmProductHero',
    topline: 'For dry and irritated eyes',
    name: 'LUMEDRA CARE',
    title: 'LUMEDRA<sup>®</sup> CARE',
    headline: 'Soothing eye drops with 0.2 % hyaluronic acid',
    copy: '<p>Long-lasting moisture that calms irritated eyes – <strong>free of preservatives</strong>.</p>',
    image: packshotImage('Box and bottle of LUMEDRA CARE eye drops'),
    claims: ['Free of preservatives', 'Suitable for all contact lenses', 'Use for 6 months after opening'],
    packSizes: ['10 ml eye drops', '2×10 ml eye drops'],
    finderProduct: 'LUMEDRA CARE',
    links: [{ text: 'Mandatory information', href: '#pflichttexte' }],
  },
};
