import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';

export const downloadsBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'downloads-ifu',
    uiComponent: 'CmDownloads',
    headline: 'Gebrauchsanweisungen',
    copy: '<p>Alle Gebrauchsanweisungen unserer Medizinprodukte als PDF.</p>',
    items: [
      {
        title: 'Gebrauchsanweisung LUMEDRA CARE',
        href: '/files/lumedra-care-gebrauchsanweisung.pdf',
        size: 1_240_000,
        description: 'Stand: März 2026',
      },
      {
        title: 'Gebrauchsanweisung LUMEDRA COMOD',
        href: '/files/lumedra-comod-gebrauchsanweisung.pdf',
        size: 986_000,
      },
      {
        title: 'Ratgeber „Trockene Augen“ (Berufsverband)',
        href: 'https://example.org/ratgeber-trockene-augen.pdf',
        size: 3_400_000,
      },
    ],
  },
  en: {
    id: 'downloads-ifu',
    uiComponent: 'CmDownloads',
    headline: 'Instructions for use',
    copy: '<p>All instructions for use of our medical devices as PDF.</p>',
    items: [
      {
        title: 'Instructions for use LUMEDRA CARE',
        href: '/files/lumedra-care-instructions.pdf',
        size: 1_240_000,
        description: 'As of March 2026',
      },
      {
        title: 'Instructions for use LUMEDRA COMOD',
        href: '/files/lumedra-comod-instructions.pdf',
        size: 986_000,
      },
      {
        title: 'Guide "Dry eyes" (professional association)',
        href: 'https://example.org/guide-dry-eyes.pdf',
        size: 3_400_000,
      },
    ],
  },
};
