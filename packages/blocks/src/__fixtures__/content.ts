// Realistic demo content for stories and tests, German (de-DE) and English (en).
// Fixtures, not product copy: the site's real content comes from the content service.
import type { Block, Page, Theme } from '@healthsite/content-client';
import { landscapeImage, packshotImage } from './images';

export type FixtureLocale = 'de-DE' | 'en';

export const stageBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'stage-home',
    uiComponent: 'SmStage',
    topline: 'Augengesundheit',
    headline: 'Endlich wieder klare Sicht bei trockenen Augen',
    headingTag: 'h1',
    copy: '<p>Brennen, Jucken, Fremdkörpergefühl? LUMEDRA Augentropfen befeuchten langanhaltend und sind <strong>frei von Konservierungsmitteln</strong>.</p>',
    image: landscapeImage('Sanfte Hügellandschaft mit einem Wassertropfen'),
    links: [
      { text: 'Produkte entdecken', href: '/produkte' },
      { text: 'Apotheke finden', href: '#apofinder' },
    ],
  },
  en: {
    id: 'stage-home',
    uiComponent: 'SmStage',
    topline: 'Eye health',
    headline: 'Clear vision again for dry eyes',
    headingTag: 'h1',
    copy: '<p>Burning, itching, a gritty feeling? LUMEDRA eye drops moisturise for a long time and are <strong>free of preservatives</strong>.</p>',
    image: landscapeImage('Gentle hills with a drop of water'),
    links: [
      { text: 'Discover products', href: '/en/products' },
      { text: 'Find a pharmacy', href: '#apofinder' },
    ],
  },
};

export const productStageBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'stage-care',
    uiComponent: 'SmStage',
    variant: 'product',
    topline: 'LUMEDRA CARE',
    headline: 'Pflegende Augentropfen mit Hyaluron',
    copy: '<p>Für gereizte und trockene Augen. 10 ml Augentropfen, auch für Kontaktlinsenträger geeignet.</p>',
    image: packshotImage('Packung und Flasche LUMEDRA CARE Augentropfen'),
    links: [
      { text: 'Jetzt Apotheke finden', href: '#apofinder' },
      { text: 'Pflichttexte', href: '#pflichttexte' },
    ],
  },
  en: {
    id: 'stage-care',
    uiComponent: 'SmStage',
    variant: 'product',
    topline: 'LUMEDRA CARE',
    headline: 'Soothing eye drops with hyaluronic acid',
    copy: '<p>For irritated and dry eyes. 10 ml eye drops, suitable for contact lens wearers.</p>',
    image: packshotImage('Box and bottle of LUMEDRA CARE eye drops'),
    links: [
      { text: 'Find a pharmacy now', href: '#apofinder' },
      { text: 'Mandatory information', href: '#pflichttexte' },
    ],
  },
};

export const copyCenterBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'copy-why',
    uiComponent: 'CmCopyCenter',
    topline: 'Warum LUMEDRA',
    headline: 'Sanft zu empfindlichen Augen',
    copy: '<p>Unsere Augentropfen werden in Deutschland entwickelt und hergestellt. Sie kommen ohne Konservierungsmittel und ohne Phosphate aus – für die tägliche Anwendung, so oft Sie möchten.</p><ul><li>Auch mit Kontaktlinsen</li><li>Nach dem Öffnen 6 Monate haltbar</li></ul>',
    listInPageNav: true,
    links: [{ text: 'Mehr über trockene Augen', href: '/trockene-augen' }],
  },
  en: {
    id: 'copy-why',
    uiComponent: 'CmCopyCenter',
    topline: 'Why LUMEDRA',
    headline: 'Gentle on sensitive eyes',
    copy: '<p>Our eye drops are developed and made in Germany. They contain no preservatives and no phosphates – for daily use, as often as you like.</p><ul><li>Also with contact lenses</li><li>Keeps for 6 months after opening</li></ul>',
    listInPageNav: true,
    links: [{ text: 'More about dry eyes', href: '/en/dry-eyes' }],
  },
};

export const copyCenterUsageBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'copy-usage',
    uiComponent: 'CmCopyCenter',
    topline: 'Anwendung',
    headline: 'So wenden Sie die Augentropfen richtig an',
    headingTag: 'h2',
    copy: '<p>Kopf leicht nach hinten neigen, das Unterlid sanft herunterziehen und einen Tropfen in den Bindehautsack geben. Anschließend die Augen langsam schließen.</p>',
    listInPageNav: true,
  },
  en: {
    id: 'copy-usage',
    uiComponent: 'CmCopyCenter',
    topline: 'How to use',
    headline: 'How to apply the eye drops correctly',
    headingTag: 'h2',
    copy: '<p>Tilt your head back slightly, gently pull down the lower lid and place one drop into the pocket it forms. Then close your eyes slowly.</p>',
    listInPageNav: true,
  },
};

/** A whole page as the content service delivers it. */
export function demoPage(locale: FixtureLocale, theme: Theme = 'default', content?: Block[]): Page {
  const de = locale === 'de-DE';
  return {
    id: de ? 'p-home-de' : 'p-home-en',
    urlSegment: de ? '/' : '/',
    locale,
    template: 'product',
    theme,
    similarTo: [],
    alternates: [],
    seo: { title: de ? 'LUMEDRA – Augentropfen' : 'LUMEDRA – eye drops' },
    content: content ?? [stageBlock[locale], copyCenterBlock[locale], copyCenterUsageBlock[locale]],
  };
}

export const anchorNavBlock: Record<FixtureLocale, Block> = {
  'de-DE': { id: 'nav-home', uiComponent: 'NmAnchor', headline: 'Auf dieser Seite' },
  en: { id: 'nav-home', uiComponent: 'NmAnchor', headline: 'On this page' },
};
