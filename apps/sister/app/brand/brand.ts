// The sister brand NORALIS as data: its name, locales, themes, copy and finder catalogue. This is
// what a brand team changes; the packages stay as they are installed.
import type { LocaleConfig } from '@healthsite/content-client';
import { defineFinderCatalogue, packshotSvg, svgDataUri, wordmarkSvg } from '@healthsite/finder';
import { defineTheme, localeCopy, mergeSiteCopy } from '@healthsite/ui';
import type { Retailer } from '@healthsite/blocks/chrome';
import { french, type SisterCopyNamespaces } from './copy.fr';

export const brandName = 'NORALIS';

/** German without a prefix (the default) and French under /fr. */
export const locales: readonly LocaleConfig[] = [
  { code: 'de', iso: 'de', name: 'Deutsch', prefix: '', default: true },
  { code: 'fr', iso: 'fr', name: 'Français', prefix: '/fr' },
];
export const defaultLocale = 'de';

/** The brand's two themes; pages name them in the content (`theme`). */
export const themes = [
  defineTheme({
    name: 'noralis-mint',
    properties: {
      '--hs-color-primary': '#00664f',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#004d3b',
      '--hs-color-primary-soft': '#e0f2ec',
      '--hs-color-accent': '#2fb38a',
      '--hs-radius-md': '0.75rem',
    },
  }),
  defineTheme({
    name: 'noralis-coral',
    properties: {
      '--hs-color-primary': '#a8331f',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#862816',
      '--hs-color-primary-soft': '#fbe9e5',
      '--hs-color-accent': '#f07b63',
      '--hs-radius-md': '0.75rem',
    },
  }),
];
export const defaultTheme = 'noralis-mint';

/**
 * The site's copy: French in full (a locale the packages do not ship), and German as built in,
 * with the brand's own words where it prefers them.
 */
export const siteCopy = mergeSiteCopy<SisterCopyNamespaces>(
  localeCopy('fr', french),
  localeCopy('de', {
    'blocks.productHero': { findPharmacy: 'Apotheke in Ihrer Nähe' },
    'blocks.productCards': { findPharmacy: 'Apotheke in Ihrer Nähe' },
  }),
);

const product = (
  line: string,
  colour: string,
  variants: { name: string; pzn: string }[],
  landscape = false,
) => ({
  name: `${brandName} ${line}`,
  title: `${brandName}<sup>®</sup> ${line}`,
  image: {
    src: svgDataUri(packshotSvg(brandName, line, colour, landscape)),
    alt: `Packung ${brandName} ${line}`,
  },
  landscapeFormat: landscape,
  variants,
});

const shop = (name: string, home: string, colour: string, products: { pzn: string; url?: string }[]) => ({
  name,
  url: home,
  logo: { src: svgDataUri(wordmarkSvg(name, colour)), alt: `Logo ${name}` },
  products,
});

/** NORALIS's finder: its products and the online pharmacies that list them (fictional shops). */
export const catalogue = defineFinderCatalogue({
  brand: brandName,
  products: [
    product('AQUA', '#00664f', [
      { name: '10 ml Augentropfen', pzn: '42753995' },
      { name: '2×10 ml Augentropfen', pzn: '42789705' },
    ]),
    product('NIGHT', '#1d2a5c', [{ name: '5 g Augensalbe', pzn: '42825418' }], true),
  ],
  linkedProducts: [{ name: 'NORALIS AQUA TRAVEL', variant: { name: '20 × 0,4 ml', pzn: '42861124' } }],
  onlinePharmacies: [
    shop('Hafen-Apotheke Online', 'https://hafen-apotheke.example/', '#0b5563', [
      { pzn: '42753995', url: 'https://hafen-apotheke.example/p/42753995?ref=noralis' },
      { pzn: '42789705', url: 'https://hafen-apotheke.example/p/42789705?ref=noralis' },
      { pzn: '42825418', url: 'https://hafen-apotheke.example/p/42825418?ref=noralis' },
    ]),
    shop('Pharmacie du Rhin', 'https://pharmacie-du-rhin.example/', '#7a1f5c', [
      { pzn: '42753995', url: 'https://pharmacie-du-rhin.example/produit/42753995' },
      { pzn: '42825418' },
    ]),
    shop('Elbufer Versand', 'https://elbufer-versand.example.com/', '#33691e', [
      { pzn: '42753995', url: 'https://elbufer-versand.example.com/artikel?pzn=42753995&utm_source=noralis' },
      { pzn: '42789705', url: 'https://elbufer-versand.example.com/artikel?pzn=42789705&utm_source=noralis' },
      { pzn: '42861124' },
    ]),
  ],
});

/** Where NORALIS is sold (the footer's store drawer). */
export const retailers: readonly Retailer[] = [
  { id: 'hafen-apotheke', name: 'Hafen-Apotheke', kind: 'pharmacy', color: '#0b5563', mark: 'drop' },
  { id: 'elbufer-apotheke', name: 'Elbufer Apotheke', kind: 'pharmacy', color: '#33691e', mark: 'leaf' },
  {
    id: 'hafen-apotheke-online',
    name: 'Hafen-Apotheke Online',
    kind: 'online',
    color: '#0b5563',
    mark: 'cart',
  },
  { id: 'pharmacie-du-rhin', name: 'Pharmacie du Rhin', kind: 'online', color: '#7a1f5c', mark: 'cross' },
  { id: 'elbufer-versand', name: 'Elbufer Versand', kind: 'online', color: '#33691e', mark: 'cart' },
];
