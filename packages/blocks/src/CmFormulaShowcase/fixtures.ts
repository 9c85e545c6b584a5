import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';

export const formulaBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'formula-dual',
    uiComponent: 'CmFormulaShowcase',
    topline: 'Die Formel',
    headline: 'Was in LUMEDRA DUAL steckt',
    copy: '<p>Zwei Wirkstoffe, die sich ergänzen – frei von Konservierungsmitteln und Phosphaten.</p>',
    items: [
      {
        name: 'Hyaluronsäure',
        amount: '0,2 %',
        icon: 'drop',
        copy: '<p>Bindet ein Vielfaches ihres Gewichts an Wasser und hält den Tränenfilm lange feucht.</p>',
      },
      {
        name: 'Ectoin',
        amount: '2,0 %',
        icon: 'shield',
        copy: '<p>Bildet eine schützende Hydrathülle und stabilisiert die Lipidschicht des Tränenfilms.</p>',
      },
      {
        name: 'Dexpanthenol',
        amount: '2,0 %',
        icon: 'leaf',
        copy: '<p>Unterstützt die Regeneration der gereizten Augenoberfläche.</p>',
      },
    ],
  },
  en: {
    id: 'formula-dual',
    uiComponent: 'CmFormulaShowcase',
    topline: 'The formula',
    headline: 'What is inside LUMEDRA DUAL',
    copy: '<p>Two active ingredients that complement each other – free of preservatives and phosphates.</p>',
    items: [
      {
        name: 'Hyaluronic acid',
        amount: '0.2 %',
        icon: 'drop',
        copy: '<p>Binds many times its weight in water and keeps the tear film moist for a long time.</p>',
      },
      {
        name: 'Ectoine',
        amount: '2.0 %',
        icon: 'shield',
        copy: '<p>Forms a protective hydro-complex and stabilises the lipid layer of the tear film.</p>',
      },
      {
        name: 'Dexpanthenol',
        amount: '2.0 %',
        icon: 'leaf',
        copy: '<p>Supports the regeneration of the irritated surface of the eye.</p>',
      },
    ],
  },
};
