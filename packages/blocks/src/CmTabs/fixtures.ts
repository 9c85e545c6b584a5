import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';
import { landscapeImage } from '../__fixtures__/images';

export const tabsBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'tabs-causes',
    uiComponent: 'CmTabs',
    topline: 'Ursachen',
    headline: 'Was die Augen austrocknen lässt',
    items: [
      {
        label: 'Bildschirm',
        copy: '<p>Beim konzentrierten Blick auf den Bildschirm blinzeln wir bis zu 60 % seltener. Der Tränenfilm reißt schneller auf.</p><ul><li>Regelmäßig Pausen machen</li><li>Bewusst blinzeln</li></ul>',
        image: landscapeImage('Person am Laptop in einem hellen Büro'),
      },
      {
        label: 'Heizungsluft',
        copy: '<p>Warme, trockene Raumluft entzieht dem Tränenfilm Feuchtigkeit. Regelmäßiges Stoßlüften und Luftbefeuchter helfen.</p>',
      },
      {
        label: 'Kontaktlinsen',
        copy: '<p>Kontaktlinsen teilen den Tränenfilm in zwei Schichten. Befeuchtende Augentropfen ohne Konservierungsmittel sind dafür geeignet.</p>',
      },
    ],
  },
  en: {
    id: 'tabs-causes',
    uiComponent: 'CmTabs',
    topline: 'Causes',
    headline: 'What dries out your eyes',
    items: [
      {
        label: 'Screens',
        copy: '<p>When we concentrate on a screen, we blink up to 60 % less often. The tear film breaks up faster.</p><ul><li>Take regular breaks</li><li>Blink consciously</li></ul>',
        image: landscapeImage('Person at a laptop in a bright office'),
      },
      {
        label: 'Heated air',
        copy: '<p>Warm, dry indoor air draws moisture from the tear film. Airing the room regularly and humidifiers help.</p>',
      },
      {
        label: 'Contact lenses',
        copy: '<p>Contact lenses split the tear film into two layers. Moisturising eye drops without preservatives are suitable for them.</p>',
      },
    ],
  },
};
