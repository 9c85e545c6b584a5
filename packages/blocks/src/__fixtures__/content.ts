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

export const highlightBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'highlight-free',
    uiComponent: 'CmHighlight',
    topline: 'Gut zu wissen',
    headline: 'Ohne Konservierungsmittel – auch für Kontaktlinsenträger',
    copy: '<p>Konservierungsmittel können die Augenoberfläche zusätzlich reizen. Alle LUMEDRA Augentropfen kommen ohne sie aus.</p>',
    image: landscapeImage(''),
    links: [{ text: 'Zu den Produkten', href: '/produkte' }],
  },
  en: {
    id: 'highlight-free',
    uiComponent: 'CmHighlight',
    topline: 'Good to know',
    headline: 'Free of preservatives – also for contact lens wearers',
    copy: '<p>Preservatives can further irritate the surface of the eye. All LUMEDRA eye drops do without them.</p>',
    image: landscapeImage(''),
    links: [{ text: 'See the products', href: '/en/products' }],
  },
};

export const introBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'intro-dry-eyes',
    uiComponent: 'CmIntro',
    topline: 'Trockene Augen',
    headline: 'Wenn der Tränenfilm aus dem Gleichgewicht gerät',
    copy: '<p>Bildschirmarbeit, Heizungsluft oder Kontaktlinsen: Viele Menschen kennen das Gefühl trockener, müder Augen. Befeuchtende Augentropfen ergänzen den natürlichen Tränenfilm und schaffen schnell Linderung.</p>',
    links: [{ text: 'Ursachen verstehen', href: '/trockene-augen/ursachen' }],
  },
  en: {
    id: 'intro-dry-eyes',
    uiComponent: 'CmIntro',
    topline: 'Dry eyes',
    headline: 'When the tear film loses its balance',
    copy: '<p>Screen work, heated air or contact lenses: many people know the feeling of dry, tired eyes. Moisturising eye drops complement the natural tear film and bring quick relief.</p>',
    links: [{ text: 'Understand the causes', href: '/en/dry-eyes/causes' }],
  },
};

export const stageSingleBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'stage-single-ratgeber',
    uiComponent: 'SmStageSingle',
    topline: 'Ratgeber',
    headline: 'Gesunde Augen im Büroalltag',
    copy: '<p>Fünf einfache Tipps gegen müde Augen am Bildschirm.</p>',
    image: landscapeImage('Hügellandschaft mit Wassertropfen'),
    links: [{ text: 'Tipps lesen', href: '/ratgeber/buero' }],
  },
  en: {
    id: 'stage-single-ratgeber',
    uiComponent: 'SmStageSingle',
    topline: 'Advice',
    headline: 'Healthy eyes at the office',
    copy: '<p>Five simple tips against tired eyes at the screen.</p>',
    image: landscapeImage('Hills with a drop of water'),
    links: [{ text: 'Read the tips', href: '/en/advice/office' }],
  },
};

export const speechBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'speech-expert',
    uiComponent: 'TmSpeech',
    copy: '<p>„Wer viel am Bildschirm arbeitet, blinzelt bis zu 60 Prozent seltener. Befeuchtende Augentropfen ohne Konservierungsmittel sind dann eine gute Unterstützung.“</p>',
    name: 'Dr. med. Anna Berger',
    role: 'Augenärztin, Hamburg',
    image: packshotImage(''),
  },
  en: {
    id: 'speech-expert',
    uiComponent: 'TmSpeech',
    copy: '<p>“People who work at a screen a lot blink up to 60 per cent less often. Moisturising eye drops without preservatives are a good support then.”</p>',
    name: 'Dr Anna Berger',
    role: 'Ophthalmologist, Hamburg',
    image: packshotImage(''),
  },
};

export const articleBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'article-office',
    uiComponent: 'TmArticleL',
    topline: 'Ratgeber · 4 Minuten',
    headline: 'Die 20-20-20-Regel gegen müde Augen',
    copy: '<p>Alle 20 Minuten für 20 Sekunden auf etwas in 20 Fuß (etwa 6 Meter) Entfernung schauen – so einfach entlasten Sie Ihre Augen.</p>',
    image: landscapeImage(''),
    links: [{ text: 'Weiterlesen', href: '/ratgeber/20-20-20-regel' }],
  },
  en: {
    id: 'article-office',
    uiComponent: 'TmArticleL',
    topline: 'Advice · 4 minutes',
    headline: 'The 20-20-20 rule against tired eyes',
    copy: '<p>Every 20 minutes, look at something 20 feet (about 6 metres) away for 20 seconds – an easy way to rest your eyes.</p>',
    image: landscapeImage(''),
    links: [{ text: 'Read more', href: '/en/advice/20-20-20-rule' }],
  },
};

export const articleXlBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'article-featured',
    uiComponent: 'TmArticleXl',
    topline: 'Neu im Ratgeber',
    date: '2026-03-04',
    headline: 'Bildschirmarbeit: So entlasten Sie Ihre Augen',
    copy: '<p>Wer auf einen Bildschirm schaut, blinzelt bis zu 60 % seltener. Mit ein paar Gewohnheiten bleiben die Augen entspannt.</p>',
    image: landscapeImage(''),
    links: [{ text: 'Weiterlesen', href: '/ratgeber/bildschirmarbeit' }],
  },
  en: {
    id: 'article-featured',
    uiComponent: 'TmArticleXl',
    topline: 'New in advice',
    date: '2026-03-04',
    headline: 'Screen work: how to relieve your eyes',
    copy: '<p>People looking at a screen blink up to 60 % less often. A few habits keep your eyes relaxed.</p>',
    image: landscapeImage(''),
    links: [{ text: 'Read more', href: '/en/advice/screen-work' }],
  },
};

export const articleCollectionBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'articles-more',
    uiComponent: 'TmArticleCollection',
    headline: 'Mehr im Ratgeber',
    items: [
      {
        headline: 'Kontaktlinsen und trockene Augen',
        copy: '<p>Jede zweite Person mit Kontaktlinsen kennt trockene Augen.</p>',
        topic: 'Kontaktlinsen',
        date: '2026-02-18',
        image: landscapeImage(''),
        href: '/ratgeber/kontaktlinsen',
      },
      {
        headline: 'Heizungsluft im Winter',
        copy: '<p>Warme, trockene Luft entzieht den Augen Feuchtigkeit.</p>',
        topic: 'Alltag',
        date: '2026-01-12',
        image: landscapeImage(''),
        href: '/ratgeber/heizungsluft',
      },
      {
        headline: 'Augen im Alter',
        copy: '<p>Ab 40 produziert der Körper weniger Tränenflüssigkeit.</p>',
        topic: 'Gesundheit',
        date: '2025-11-30',
        image: landscapeImage(''),
        href: '/ratgeber/augen-im-alter',
      },
    ],
  },
  en: {
    id: 'articles-more',
    uiComponent: 'TmArticleCollection',
    headline: 'More advice',
    items: [
      {
        headline: 'Contact lenses and dry eyes',
        copy: '<p>Every second contact lens wearer knows dry eyes.</p>',
        topic: 'Contact lenses',
        date: '2026-02-18',
        image: landscapeImage(''),
        href: '/en/advice/contact-lenses',
      },
      {
        headline: 'Heating air in winter',
        copy: '<p>Warm, dry air draws moisture from your eyes.</p>',
        topic: 'Everyday life',
        date: '2026-01-12',
        image: landscapeImage(''),
        href: '/en/advice/heating-air',
      },
      {
        headline: 'Eyes and age',
        copy: '<p>From 40, the body produces less tear fluid.</p>',
        topic: 'Health',
        date: '2025-11-30',
        image: landscapeImage(''),
        href: '/en/advice/eyes-and-age',
      },
    ],
  },
};

export const apoBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'apo-comod',
    uiComponent: 'TmApo',
    headline: 'LUMEDRA COMOD in Ihrer Nähe',
    copy: '<p>Finden Sie eine Apotheke vor Ort oder bestellen Sie online.</p>',
    preselectProductName: 'comod',
    links: [{ text: 'Apotheke finden', href: '#apofinder' }],
  },
  en: {
    id: 'apo-comod',
    uiComponent: 'TmApo',
    headline: 'LUMEDRA COMOD near you',
    copy: '<p>Find a local pharmacy or order online.</p>',
    preselectProductName: 'comod',
    links: [{ text: 'Find a pharmacy', href: '#apofinder' }],
  },
};

export const filterBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'articles-filter',
    uiComponent: 'NmFilter',
    target: 'articles-more',
    filters: [
      { label: 'Alle', value: '' },
      { label: 'Kontaktlinsen', value: 'Kontaktlinsen' },
      { label: 'Alltag', value: 'Alltag' },
      { label: 'Gesundheit', value: 'Gesundheit' },
    ],
  },
  en: {
    id: 'articles-filter',
    uiComponent: 'NmFilter',
    target: 'articles-more',
    filters: [
      { label: 'All', value: '' },
      { label: 'Contact lenses', value: 'Contact lenses' },
      { label: 'Everyday life', value: 'Everyday life' },
      { label: 'Health', value: 'Health' },
    ],
  },
};

export const socialBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'social',
    uiComponent: 'TmSocial',
    headline: 'Folgen Sie uns',
    copy: '<p>Tipps rund um gesunde Augen – jede Woche neu.</p>',
    channels: [
      { network: 'instagram', href: 'https://www.instagram.com/', text: 'Instagram' },
      { network: 'facebook', href: 'https://www.facebook.com/', text: 'Facebook' },
      { network: 'youtube', href: 'https://www.youtube.com/' },
    ],
  },
  en: {
    id: 'social',
    uiComponent: 'TmSocial',
    headline: 'Follow us',
    copy: '<p>Tips for healthy eyes – new every week.</p>',
    channels: [
      { network: 'instagram', href: 'https://www.instagram.com/', text: 'Instagram' },
      { network: 'facebook', href: 'https://www.facebook.com/', text: 'Facebook' },
      { network: 'youtube', href: 'https://www.youtube.com/' },
    ],
  },
};
