import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';
import { landscapeImage, packshotImage } from '../__fixtures__/images';

export const productShowcaseBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'showcase-lines',
    uiComponent: 'CmProductShowcase',
    topline: 'Produktwelt',
    headline: 'Für jedes Auge die passende Pflege',
    items: [
      {
        topline: 'Tägliche Befeuchtung',
        name: 'LUMEDRA CARE',
        title: 'LUMEDRA<sup>®</sup> CARE',
        copy: '<p>0,2 % Hyaluron befeuchtet langanhaltend und beruhigt gereizte Augen – ohne Konservierungsmittel.</p>',
        image: packshotImage('LUMEDRA CARE Augentropfen mit Packung'),
        link: { text: 'Mehr zu CARE', href: '/produkte/care' },
      },
      {
        topline: 'Für Kontaktlinsenträger',
        name: 'LUMEDRA COMOD',
        title: 'LUMEDRA<sup>®</sup> COMOD',
        copy: '<p>Das bewährte Pumpsystem hält die Lösung 6 Monate keimfrei – auch ohne Konservierung.</p>',
        image: landscapeImage('Frau mit Kontaktlinse vor dem Spiegel'),
        link: { text: 'Mehr zu COMOD', href: '/produkte/comod' },
      },
      {
        topline: 'Für die Nacht',
        name: 'LUMEDRA GEL',
        title: 'LUMEDRA<sup>®</sup> GEL',
        copy: '<p>Das Augengel legt sich wie ein Schutzfilm über die Augenoberfläche – ideal vor dem Schlafengehen.</p>',
        image: packshotImage('LUMEDRA GEL Augengel mit Packung'),
        link: { text: 'Mehr zu GEL', href: '/produkte/gel' },
      },
    ],
  },
  en: {
    id: 'showcase-lines',
    uiComponent: 'CmProductShowcase',
    topline: 'Our range',
    headline: 'The right care for every eye',
    items: [
      {
        topline: 'Daily moisture',
        name: 'LUMEDRA CARE',
        title: 'LUMEDRA<sup>®</sup> CARE',
        copy: '<p>0.2 % hyaluronic acid moisturises for a long time and calms irritated eyes – free of preservatives.</p>',
        image: packshotImage('LUMEDRA CARE eye drops with box'),
        link: { text: 'More about CARE', href: '/en/products/care' },
      },
      {
        topline: 'For contact lens wearers',
        name: 'LUMEDRA COMOD',
        title: 'LUMEDRA<sup>®</sup> COMOD',
        copy: '<p>The proven pump system keeps the solution sterile for 6 months – without preservatives.</p>',
        image: landscapeImage('Woman putting in a contact lens at the mirror'),
        link: { text: 'More about COMOD', href: '/en/products/comod' },
      },
      {
        topline: 'For the night',
        name: 'LUMEDRA GEL',
        title: 'LUMEDRA<sup>®</sup> GEL',
        copy: '<p>The eye gel spreads like a protective film over the surface of the eye – ideal before going to sleep.</p>',
        image: packshotImage('LUMEDRA GEL eye gel with box'),
        link: { text: 'More about GEL', href: '/en/products/gel' },
      },
    ],
  },
};
