// Site definitions like the demo content's (trimmed), for the chrome's stories.
import type { SiteDefinition } from '@healthsite/content-client';
import type { LegalTextItem } from '../legal/legalTexts';
import { prepareLegalTexts } from '../legal/prepareLegalTexts';

const text = (name: string, extra: string) =>
  `<p><strong>${name}.</strong> Medizinprodukt. ${extra} Bitte beachten Sie die Gebrauchsanweisung. LUMEDRA Pharma GmbH, Lindenallee 14, 20259 Hamburg (fiktiv).</p>`;

export const germanSite: SiteDefinition = {
  brand: { name: 'LUMEDRA' },
  header: {
    uiComponent: 'default',
    items: [
      {
        text: 'Produkte',
        to: '/produkte',
        children: [
          { text: 'LUMEDRA CARE', to: '/produkte/care' },
          { text: 'LUMEDRA GEL', to: '/produkte/gel' },
          { text: 'EVOTEARS', to: '/produkte/evotears' },
          { text: 'Alle Produkte', to: '/produkte' },
        ],
      },
      {
        text: 'Trockene Augen',
        to: '/trockene-augen',
        children: [
          { text: 'Ursachen und Hilfe', to: '/trockene-augen' },
          { text: 'Ratgeber', to: '/ratgeber' },
          { text: 'Häufige Fragen', to: '/faq' },
        ],
      },
      { text: 'Service', to: '/kontakt' },
    ],
    cta: { text: 'Apotheke finden', to: '#apofinder' },
  },
  footer: {
    uiComponent: 'default',
    credits: { text: '© 2026 LUMEDRA Pharma GmbH. Alle Rechte vorbehalten.' },
    legal: [
      { text: 'Impressum', to: '/impressum' },
      { text: 'Datenschutz', to: '/datenschutz' },
      { text: 'Pflichttexte', to: '#pflichttexte' },
      { text: 'Kontakt', to: '/kontakt' },
    ],
  },
  products: [
    {
      assetId: 'prod-care',
      name: 'LUMEDRA CARE',
      pflichttext: [
        {
          title: 'LUMEDRA CARE 10 ml Augentropfen',
          endverbrauchertext: text(
            'LUMEDRA CARE Augentropfen',
            'Zur Befeuchtung trockener, gereizter Augen.',
          ),
        },
        {
          title: 'LUMEDRA CARE 2×10 ml Augentropfen',
          endverbrauchertext: text('LUMEDRA CARE Doppelpackung', 'Anwendung wie LUMEDRA CARE 10 ml.'),
        },
      ],
    },
    {
      assetId: 'prod-gel',
      name: 'LUMEDRA GEL',
      pflichttext: [
        {
          title: 'LUMEDRA GEL Augengel',
          endverbrauchertext: text('LUMEDRA GEL', 'Für lang anhaltende Befeuchtung.'),
        },
      ],
    },
    {
      assetId: 'prod-night',
      name: 'LUMEDRA NIGHT',
      pflichttext: [
        {
          title: 'LUMEDRA NIGHT Augensalbe',
          endverbrauchertext: text('LUMEDRA NIGHT', 'Schützt über Nacht.'),
        },
      ],
    },
    {
      assetId: 'prod-evotears',
      name: 'EVOTEARS',
      pflichttext: [{ title: 'EVOTEARS Augentropfen', endverbrauchertext: text('EVOTEARS', 'Lipidhaltig.') }],
    },
    { assetId: 'prod-no-text', name: 'OHNE TEXT', pflichttext: [{ title: 'Ohne Endverbrauchertext' }] },
  ],
  search: {
    quicklinks: [
      { text: 'Trockene Augen', to: '/trockene-augen' },
      { text: 'LUMEDRA CARE', to: '/produkte/care' },
      { text: 'Kontaktlinsen', to: '/ratgeber/kontaktlinsen' },
      { text: 'Häufige Fragen', to: '/faq' },
    ],
  },
};

const etext = (name: string, extra: string) =>
  `<p><strong>${name}.</strong> Medical device. ${extra} Please read the instructions for use. LUMEDRA Pharma GmbH, Lindenallee 14, 20259 Hamburg (fictional).</p>`;

export const englishSite: SiteDefinition = {
  brand: { name: 'LUMEDRA' },
  header: {
    uiComponent: 'default',
    items: [
      {
        text: 'Products',
        to: '/en/products',
        children: [
          { text: 'LUMEDRA CARE', to: '/en/products/care' },
          { text: 'LUMEDRA GEL', to: '/en/products/gel' },
          { text: 'EVOTEARS', to: '/en/products/evotears' },
          { text: 'All products', to: '/en/products' },
        ],
      },
      {
        text: 'Dry eyes',
        to: '/en/dry-eyes',
        children: [
          { text: 'Causes and help', to: '/en/dry-eyes' },
          { text: 'Advice', to: '/en/advice' },
          { text: 'FAQ', to: '/en/faq' },
        ],
      },
      { text: 'Service', to: '/en/contact' },
    ],
    cta: { text: 'Find a pharmacy', to: '#apofinder' },
  },
  footer: {
    uiComponent: 'default',
    credits: { text: '© 2026 LUMEDRA Pharma GmbH. All rights reserved.' },
    legal: [
      { text: 'Imprint', to: '/en/imprint' },
      { text: 'Privacy', to: '/en/privacy' },
      { text: 'Mandatory information', to: '#pflichttexte' },
      { text: 'Contact', to: '/en/contact' },
    ],
  },
  products: [
    {
      assetId: 'prod-care',
      name: 'LUMEDRA CARE',
      pflichttext: [
        {
          title: 'LUMEDRA CARE 10 ml eye drops',
          endverbrauchertext: etext('LUMEDRA CARE eye drops', 'Moistens dry eyes.'),
        },
        {
          title: 'LUMEDRA CARE 2×10 ml eye drops',
          endverbrauchertext: etext('LUMEDRA CARE twin pack', 'As 10 ml.'),
        },
      ],
    },
    {
      assetId: 'prod-gel',
      name: 'LUMEDRA GEL',
      pflichttext: [
        { title: 'LUMEDRA GEL eye gel', endverbrauchertext: etext('LUMEDRA GEL', 'Long-lasting.') },
      ],
    },
    {
      assetId: 'prod-night',
      name: 'LUMEDRA NIGHT',
      pflichttext: [
        { title: 'LUMEDRA NIGHT eye ointment', endverbrauchertext: etext('LUMEDRA NIGHT', 'For the night.') },
      ],
    },
    {
      assetId: 'prod-evotears',
      name: 'EVOTEARS',
      pflichttext: [{ title: 'EVOTEARS eye drops', endverbrauchertext: etext('EVOTEARS', 'With lipids.') }],
    },
  ],
  search: {
    quicklinks: [
      { text: 'Dry eyes', to: '/en/dry-eyes' },
      { text: 'LUMEDRA CARE', to: '/en/products/care' },
      { text: 'Contact lenses', to: '/en/advice/contact-lenses' },
      { text: 'FAQ', to: '/en/faq' },
    ],
  },
};

export const siteFor = (locale: 'de-DE' | 'en'): SiteDefinition =>
  locale === 'en' ? englishSite : germanSite;

const legalTexts = new Map<'de-DE' | 'en', LegalTextItem[]>();

/** The legal texts of a locale's site, prepared (sanitised) the way an app's server does. */
export function legalTextsFor(locale: 'de-DE' | 'en'): LegalTextItem[] {
  let items = legalTexts.get(locale);
  if (!items) {
    items = prepareLegalTexts(siteFor(locale).products);
    legalTexts.set(locale, items);
  }
  return items;
}
