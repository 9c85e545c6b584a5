import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';
import { packshotImage } from '../__fixtures__/images';

export const productCardsBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'cards-products',
    uiComponent: 'TmProductCards',
    topline: 'Unsere Augentropfen',
    headline: 'Das passende Produkt für Ihre Augen',
    items: [
      {
        name: 'LUMEDRA CARE',
        title: 'LUMEDRA<sup>®</sup> CARE',
        claim: 'Pflegt gereizte, trockene Augen mit 0,2 % Hyaluron.',
        image: packshotImage('LUMEDRA CARE Augentropfen'),
        variants: ['10 ml', '2×10 ml'],
        href: '/produkte/care',
      },
      {
        name: 'LUMEDRA COMOD',
        title: 'LUMEDRA<sup>®</sup> COMOD',
        claim: 'Sanfte Befeuchtung im bewährten Pumpsystem.',
        image: packshotImage('LUMEDRA COMOD Augentropfen'),
        variants: ['10 ml', '2×10 ml'],
        href: '/produkte/comod',
      },
      {
        name: 'LUMEDRA DUAL',
        title: 'LUMEDRA<sup>®</sup> DUAL',
        claim: 'Doppelt wirksam mit Hyaluron und Ectoin.',
        image: packshotImage('LUMEDRA DUAL Augentropfen'),
        variants: ['10 ml', '2×10 ml'],
        href: '/produkte/dual',
      },
      {
        name: 'LUMEDRA GEL',
        title: 'LUMEDRA<sup>®</sup> GEL',
        claim: 'Intensive Pflege für die Nacht.',
        image: packshotImage('LUMEDRA GEL Augengel'),
        variants: ['10 g', '3×10 g'],
        href: '/produkte/gel',
      },
    ],
  },
  en: {
    id: 'cards-products',
    uiComponent: 'TmProductCards',
    topline: 'Our eye drops',
    headline: 'The right product for your eyes',
    items: [
      {
        name: 'LUMEDRA CARE',
        title: 'LUMEDRA<sup>®</sup> CARE',
        claim: 'Soothes irritated, dry eyes with 0.2 % hyaluronic acid.',
        image: packshotImage('LUMEDRA CARE eye drops'),
        variants: ['10 ml', '2×10 ml'],
        href: '/en/products/care',
      },
      {
        name: 'LUMEDRA COMOD',
        title: 'LUMEDRA<sup>®</sup> COMOD',
        claim: 'Gentle moisture in the proven pump system.',
        image: packshotImage('LUMEDRA COMOD eye drops'),
        variants: ['10 ml', '2×10 ml'],
        href: '/en/products/comod',
      },
      {
        name: 'LUMEDRA DUAL',
        title: 'LUMEDRA<sup>®</sup> DUAL',
        claim: 'Twice as effective with hyaluronic acid and ectoine.',
        image: packshotImage('LUMEDRA DUAL eye drops'),
        variants: ['10 ml', '2×10 ml'],
        href: '/en/products/dual',
      },
      {
        name: 'LUMEDRA GEL',
        title: 'LUMEDRA<sup>®</sup> GEL',
        claim: 'Intensive care for the night.',
        image: packshotImage('LUMEDRA GEL eye gel'),
        variants: ['10 g', '3×10 g'],
        href: '/en/products/gel',
      },
    ],
  },
};
