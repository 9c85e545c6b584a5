import { useId, useRef, useState } from 'react';
import { Link } from '@healthsite/ui';
import { directionsUrl, formatDistanceKm, phoneHref } from '../format';
import type { LocalPharmacy } from '../local-search';
import { FinderMap } from './FinderMap';
import { useFinder } from './FinderProvider';
import type { FinderMapModule } from './map/types';
import type { MapStyleConfig } from './types';

export interface LocalResultsProps {
  pharmacies: readonly LocalPharmacy[];
  mapStyle: MapStyleConfig;
  /** null: no map (the list takes the full width). */
  loadMap: (() => Promise<FinderMapModule>) | null;
  mapConsent: boolean;
  onMapConsent: () => void;
}

/**
 * Numbered cards beside the map, in sync: a card with focus or hover highlights its marker; an
 * activated marker scrolls its card into view and focuses it.
 */
export function LocalResults({ pharmacies, mapStyle, loadMap, mapConsent, onMapConsent }: LocalResultsProps) {
  const { copy, uiCopy, locale } = useFinder();
  const idPrefix = useId();
  const [activeId, setActiveId] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());

  function activateCard(id: string) {
    const card = cards.current.get(id);
    if (!card) return;
    setActiveId(id);
    card.scrollIntoView({ block: 'nearest' });
    card.focus({ preventScroll: true });
  }

  return (
    <div className="hs-finder__local" data-has-map={loadMap !== null}>
      <ol className="hs-finder__cards" aria-label={uiCopy.localResultsLabel}>
        {pharmacies.map((p, i) => {
          const headingId = `${idPrefix}-card-${i}`;
          return (
            <li key={p.id}>
              <article
                ref={(el) => {
                  if (el) cards.current.set(p.id, el);
                  else cards.current.delete(p.id);
                }}
                className="hs-finder__card"
                data-active={activeId === p.id}
                aria-labelledby={headingId}
                tabIndex={-1}
                onFocus={() => setActiveId(p.id)}
                onBlur={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setActiveId(null);
                }}
                onMouseEnter={() => setActiveId(p.id)}
                onMouseLeave={() => setActiveId((id) => (id === p.id ? null : id))}
              >
                <span className="hs-finder__card-number" aria-hidden="true">
                  {i + 1}
                </span>
                <p className="hs-finder__card-distance">
                  <span className="hs-visually-hidden">
                    {uiCopy.distanceFromPostcode(formatDistanceKm(p.distance))}
                  </span>
                  <span aria-hidden="true">{formatDistanceKm(p.distance)}</span>
                </p>
                <h3 id={headingId} className="hs-finder__card-name">
                  <span className="hs-visually-hidden">{i + 1}: </span>
                  {p.name}
                </h3>
                <p className="hs-finder__card-address">
                  {p.street}
                  <br />
                  {p.zipcode} {p.city}
                </p>
                <p className="hs-finder__card-links">
                  <a
                    href={phoneHref(p.phone)}
                    className="hs-link"
                    data-variant="DEFAULT"
                    aria-label={uiCopy.phone(p.phone)}
                  >
                    {p.phone}
                  </a>
                  <Link href={directionsUrl(p)} locale={locale}>
                    {copy.directions}
                  </Link>
                </p>
              </article>
            </li>
          );
        })}
      </ol>
      {loadMap && (
        <FinderMap
          pharmacies={pharmacies}
          activeId={activeId}
          onMarkerActivate={activateCard}
          mapStyle={mapStyle}
          consented={mapConsent}
          onConsent={onMapConsent}
          loadMap={loadMap}
        />
      )}
    </div>
  );
}
