import { defineCopy } from '@healthsite/ui';
import { finderCopy as builtInFinderCopy, type FinderCopy } from '../copy';

/**
 * Strings the modal needs beyond the domain's `finderCopy` (screen-reader labels and states that
 * the specification does not word). German first; English mirrors it.
 */
export interface FinderUiCopy {
  targetGroupLabel: string;
  searchFormLabel: string;
  searching: string;
  localResultsLabel: string;
  onlineResultsLabel: string;
  onlineDimmedHint: string;
  mapLabel: string;
  mapUnavailable: string;
  /** Accessible name of marker n, matching card n. */
  markerLabel: (n: number, name: string) => string;
  /** Accessible name of a cluster of `count` overlapping markers; activating it zooms in. */
  clusterLabel: (count: number) => string;
  /** Accessible name of card n's number, a button that shows the result on the map. */
  showOnMap: (n: number, name: string) => string;
  /** Under a list that shows only the nearest results. */
  shownOf: (shown: number, total: number) => string;
  showMore: string;
  distanceFromPostcode: (distance: string) => string;
  phone: (phone: string) => string;
  opensInNewTab: string;
  /** MapLibre's own UI strings. */
  maplibre: Record<string, string>;
}

export const finderUiCopy = defineCopy<FinderUiCopy>('finder.ui', {
  'de-DE': {
    targetGroupLabel: 'Wo möchten Sie suchen?',
    searchFormLabel: 'Apothekensuche',
    searching: 'Suche läuft …',
    localResultsLabel: 'Apotheken in der Nähe',
    onlineResultsLabel: 'Online-Apotheken',
    onlineDimmedHint: 'Wählen Sie ein Produkt, um die Online-Apotheken zu sehen, die es führen.',
    mapLabel: 'Karte der Apotheken',
    mapUnavailable: 'Die Karte ist gerade nicht verfügbar. Die Liste zeigt alle Apotheken.',
    markerLabel: (n, name) => `${n}: ${name}`,
    clusterLabel: (count) => `${count} Apotheken – vergrößern`,
    showOnMap: (n, name) => `${n}: ${name} – auf der Karte zeigen`,
    shownOf: (shown, total) => `${shown} von ${total} Apotheken`,
    showMore: 'Weitere Apotheken anzeigen',
    distanceFromPostcode: (distance) => `Entfernung ${distance}`,
    phone: (phone) => `Telefon ${phone}`,
    opensInNewTab: 'öffnet in neuem Tab',
    maplibre: {
      'Map.Title': 'Karte der Apotheken',
      'Popup.Close': 'Popup schließen',
      'NavigationControl.ZoomIn': 'Vergrößern',
      'NavigationControl.ZoomOut': 'Verkleinern',
      'AttributionControl.ToggleAttribution': 'Quellenangaben ein- oder ausblenden',
      'CooperativeGesturesHandler.WindowsHelpText': 'Zum Zoomen Strg-Taste gedrückt halten und scrollen',
      'CooperativeGesturesHandler.MacHelpText': 'Zum Zoomen ⌘-Taste gedrückt halten und scrollen',
      'CooperativeGesturesHandler.MobileHelpText': 'Verschieben Sie die Karte mit zwei Fingern',
    },
  },
  en: {
    targetGroupLabel: 'Where would you like to search?',
    searchFormLabel: 'Pharmacy search',
    searching: 'Searching …',
    localResultsLabel: 'Pharmacies nearby',
    onlineResultsLabel: 'Online pharmacies',
    onlineDimmedHint: 'Choose a product to see the online pharmacies that sell it.',
    mapLabel: 'Map of the pharmacies',
    mapUnavailable: 'The map is not available right now. The list shows every pharmacy.',
    markerLabel: (n, name) => `${n}: ${name}`,
    clusterLabel: (count) => `${count} pharmacies – zoom in`,
    showOnMap: (n, name) => `${n}: ${name} – show on the map`,
    shownOf: (shown, total) => `${shown} of ${total} pharmacies`,
    showMore: 'Show more pharmacies',
    distanceFromPostcode: (distance) => `Distance ${distance}`,
    phone: (phone) => `Phone ${phone}`,
    opensInNewTab: 'opens in a new tab',
    maplibre: {
      'Map.Title': 'Map of the pharmacies',
      'Popup.Close': 'Close popup',
      'NavigationControl.ZoomIn': 'Zoom in',
      'NavigationControl.ZoomOut': 'Zoom out',
    },
  },
});

/** The finder's sentences and labels (`finderCopy` of the root entry), as a copy namespace. */
export const finderCopy = defineCopy<FinderCopy>('finder', builtInFinderCopy);

/**
 * The namespaces of the finder's copy, for a site's `SiteCopy` / `LocaleCopy` (see
 * `LocaleProvider` in `@healthsite/ui`): a site adds a locale or rewords strings there.
 */
export interface FinderCopyNamespaces {
  finder: FinderCopy;
  'finder.ui': FinderUiCopy;
}
