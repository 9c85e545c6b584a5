import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';

export const statsBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'stats-dry-eyes',
    uiComponent: 'CmStats',
    topline: 'Zahlen und Fakten',
    headline: 'Trockene Augen sind weit verbreitet',
    items: [
      {
        value: 15.6,
        prefix: 'rund',
        suffix: 'Mio.',
        label: 'Menschen in Deutschland haben trockene Augen',
        source: 'Berufsverband der Augenärzte Deutschlands, 2024 (fiktiv)',
      },
      {
        value: 60,
        prefix: 'bis zu',
        unit: 'percent',
        label: 'seltener blinzeln wir am Bildschirm',
        source: 'Studie zur Bildschirmarbeit, Universität Hamburg, 2023 (fiktiv)',
      },
      { value: 6, unit: 'month', label: 'nach Anbruch verwendbar' },
      { value: 300, label: 'Tropfen pro 10-ml-Flasche' },
    ],
  },
  en: {
    id: 'stats-dry-eyes',
    uiComponent: 'CmStats',
    topline: 'Facts and figures',
    headline: 'Dry eyes are common',
    items: [
      {
        value: 15.6,
        prefix: 'about',
        suffix: 'million',
        label: 'people in Germany have dry eyes',
        source: 'Professional Association of German Ophthalmologists, 2024 (fictitious)',
      },
      {
        value: 60,
        prefix: 'up to',
        unit: 'percent',
        label: 'less blinking at the screen',
        source: 'Screen work study, University of Hamburg, 2023 (fictitious)',
      },
      { value: 6, unit: 'month', label: 'of use after opening' },
      { value: 300, label: 'drops per 10 ml bottle' },
    ],
  },
};
