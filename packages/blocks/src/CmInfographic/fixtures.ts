import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';
import { landscapeImage } from '../__fixtures__/images';

export const infographicBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'infographic-tear-film',
    uiComponent: 'CmInfographic',
    topline: 'Infografik',
    headline: 'So ist der Tränenfilm aufgebaut',
    copy: '<p>Drei Schichten schützen und befeuchten die Augenoberfläche. Gerät eine davon aus dem Gleichgewicht, trocknen die Augen aus.</p>',
    infographic: landscapeImage(
      'Schaubild des Tränenfilms mit drei Schichten: außen die Lipidschicht, in der Mitte die wässrige Schicht, innen die Schleimschicht auf der Hornhaut',
    ),
    caption: 'Der Tränenfilm ist nur etwa 0,01 mm dick.',
    description:
      '<p>Die äußere <strong>Lipidschicht</strong> verhindert, dass die Tränenflüssigkeit verdunstet. Die mittlere <strong>wässrige Schicht</strong> versorgt die Hornhaut mit Feuchtigkeit und Nährstoffen. Die innere <strong>Schleimschicht</strong> sorgt dafür, dass der Film an der Augenoberfläche haftet.</p>',
  },
  en: {
    id: 'infographic-tear-film',
    uiComponent: 'CmInfographic',
    topline: 'Infographic',
    headline: 'How the tear film is built',
    copy: '<p>Three layers protect and moisten the surface of the eye. If one of them loses its balance, the eyes dry out.</p>',
    infographic: landscapeImage(
      'Diagram of the tear film with three layers: the lipid layer outside, the watery layer in the middle, the mucous layer on the cornea inside',
    ),
    caption: 'The tear film is only about 0.01 mm thick.',
    description:
      '<p>The outer <strong>lipid layer</strong> keeps the tear fluid from evaporating. The middle <strong>watery layer</strong> supplies the cornea with moisture and nutrients. The inner <strong>mucous layer</strong> makes the film stick to the surface of the eye.</p>',
  },
};
