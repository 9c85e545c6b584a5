import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';

export const accordionBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'faq-usage',
    uiComponent: 'CmAccordion',
    topline: 'FAQ',
    headline: 'Häufige Fragen zur Anwendung',
    items: [
      {
        question: 'Kann ich LUMEDRA Augentropfen mit Kontaktlinsen verwenden?',
        answer:
          '<p>Ja. Alle LUMEDRA Augentropfen sind frei von Konservierungsmitteln und können direkt auf weiche und harte Kontaktlinsen getropft werden.</p>',
      },
      {
        question: 'Wie lange ist die Flasche nach dem Öffnen haltbar?',
        answer:
          '<p>Nach dem ersten Öffnen sind die Augentropfen <strong>6 Monate</strong> verwendbar. Notieren Sie sich am besten das Anbruchdatum auf der Packung.</p>',
      },
      {
        question: 'Wie oft darf ich die Tropfen anwenden?',
        answer:
          '<p>So oft Sie möchten: Geben Sie bei Bedarf mehrmals täglich 1 Tropfen in jedes Auge.</p><ul><li>Auch über längere Zeit geeignet</li><li>Keine Gewöhnung</li></ul>',
      },
    ],
  },
  en: {
    id: 'faq-usage',
    uiComponent: 'CmAccordion',
    topline: 'FAQ',
    headline: 'Frequently asked questions about use',
    items: [
      {
        question: 'Can I use LUMEDRA eye drops with contact lenses?',
        answer:
          '<p>Yes. All LUMEDRA eye drops are free of preservatives and can be applied directly onto soft and hard contact lenses.</p>',
      },
      {
        question: 'How long does the bottle keep after opening?',
        answer:
          '<p>After first opening, the eye drops can be used for <strong>6 months</strong>. It is best to note the opening date on the box.</p>',
      },
      {
        question: 'How often may I use the drops?',
        answer:
          '<p>As often as you like: apply 1 drop to each eye several times a day as needed.</p><ul><li>Suitable for long-term use</li><li>No habituation</li></ul>',
      },
    ],
  },
};
