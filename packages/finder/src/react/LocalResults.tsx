import { memo, startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Link } from '@healthsite/ui';
import { directionsUrl, formatDistanceKm, phoneHref } from '../format';
import type { LocalPharmacy } from '../local-search';
import { FinderMap, type FinderMapApi } from './FinderMap';
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
 * Cards shown at first and added by each 'Weitere Apotheken anzeigen': more than a screen holds
 * beside the map, few enough to draw at once.
 */
export const localResultsPageSize = 10;

/**
 * Numbered cards beside the map, in sync: a card with focus or hover highlights its marker (or the
 * cluster it is in), and its number shows it on the map; a marker with focus or hover highlights
 * its card, and an activated marker scrolls its card into view and focuses it.
 *
 * The map shows every result (clustered); the list starts with the nearest 10 and grows on request
 * (or to the card of a marker activated further down), so hundreds of results cost the page what
 * ten cards cost.
 */
export function LocalResults({ pharmacies, mapStyle, loadMap, mapConsent, onMapConsent }: LocalResultsProps) {
  const { uiCopy, locale } = useFinder();
  const idPrefix = useId();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  // How many cards show; back to one page for new results.
  const [shown, setShown] = useState({ of: pharmacies, count: localResultsPageSize });
  const count = shown.of === pharmacies ? shown.count : localResultsPageSize;
  if (shown.of !== pharmacies) {
    setShown({ of: pharmacies, count });
    setActiveId(null);
  }
  const cards = useRef(new Map<string, HTMLElement>());
  // A card to focus once it has rendered (a marker further down, or the first of a new page).
  const focusNext = useRef<string | null>(null);
  const map = useRef<FinderMapApi>(null);
  const mapShown = loadMap !== null && (!mapStyle.requiresConsent || mapConsent) && !mapFailed;
  // Read by the stable callbacks below.
  const latest = useRef(pharmacies);
  useEffect(() => {
    latest.current = pharmacies;
  });

  const focusCard = useCallback((id: string) => {
    const card = cards.current.get(id);
    if (!card) return false;
    card.scrollIntoView({ block: 'nearest' });
    card.focus({ preventScroll: true });
    return true;
  }, []);

  useEffect(() => {
    if (focusNext.current !== null && focusCard(focusNext.current)) focusNext.current = null;
  }, [count, focusCard]);

  const activateCard = useCallback(
    (id: string) => {
      setActiveId(id);
      if (focusCard(id)) return;
      // Further down than the list shows: it grows to that card's page (a transition, so the
      // click answers at once), then the card gets the focus.
      const index = latest.current.findIndex((p) => p.id === id);
      if (index < 0) return;
      focusNext.current = id;
      const pages = Math.ceil((index + 1) / localResultsPageSize);
      startTransition(() =>
        setShown((s) => ({ of: s.of, count: Math.max(s.count, pages * localResultsPageSize) })),
      );
    },
    [focusCard],
  );
  const register = useCallback((id: string, el: HTMLElement | null) => {
    if (el) cards.current.set(id, el);
    else cards.current.delete(id);
  }, []);
  const showOnMap = useCallback((id: string) => {
    setActiveId(id);
    map.current?.reveal(id);
  }, []);
  const onMapUnavailable = useCallback(() => setMapFailed(true), []);

  const visible = count >= pharmacies.length ? pharmacies : pharmacies.slice(0, count);
  function showMore() {
    const first = pharmacies[count];
    // Focus goes to the first new card, where reading goes on.
    if (first) focusNext.current = first.id;
    setShown({ of: pharmacies, count: count + localResultsPageSize });
  }

  return (
    <div className="hs-finder__local" data-has-map={loadMap !== null}>
      <div className="hs-finder__list">
        <ol className="hs-finder__cards" aria-label={uiCopy.localResultsLabel}>
          {/* Keyed by place in the list: new results fill the cards already there (their text
              changes) instead of ten cards being removed and ten made. */}
          {visible.map((p, i) => (
            <Card
              key={i}
              pharmacy={p}
              number={i + 1}
              headingId={`${idPrefix}-card-${i}`}
              active={activeId === p.id}
              onMap={mapShown}
              register={register}
              setActiveId={setActiveId}
              showOnMap={showOnMap}
            />
          ))}
        </ol>
        {visible.length < pharmacies.length && (
          <div className="hs-finder__more">
            <p className="hs-finder__count">{uiCopy.shownOf(visible.length, pharmacies.length)}</p>
            <Button variant="outlined" locale={locale} onClick={showMore}>
              {uiCopy.showMore}
            </Button>
          </div>
        )}
      </div>
      {loadMap && (
        <FinderMap
          ref={map}
          pharmacies={pharmacies}
          activeId={activeId}
          onMarkerActivate={activateCard}
          onMarkerHighlight={setActiveId}
          onUnavailable={onMapUnavailable}
          mapStyle={mapStyle}
          consented={mapConsent}
          onConsent={onMapConsent}
          loadMap={loadMap}
        />
      )}
    </div>
  );
}

interface CardProps {
  pharmacy: LocalPharmacy;
  number: number;
  headingId: string;
  active: boolean;
  /** The map shows: the number is a button that shows the result there. */
  onMap: boolean;
  register: (id: string, el: HTMLElement | null) => void;
  setActiveId: (update: string | null | ((id: string | null) => string | null)) => void;
  showOnMap: (id: string) => void;
}

/** One result. Memoised: highlighting a card re-renders two cards, not hundreds. */
const Card = memo(function Card({
  pharmacy: p,
  number,
  headingId,
  active,
  onMap,
  register,
  setActiveId,
  showOnMap,
}: CardProps) {
  const { copy, uiCopy, locale } = useFinder();
  const distance = formatDistanceKm(p.distance);
  return (
    <li className="hs-finder__item">
      <article
        ref={(el) => register(p.id, el)}
        className="hs-finder__card"
        data-active={active}
        aria-labelledby={headingId}
        tabIndex={-1}
        onFocus={() => setActiveId(p.id)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setActiveId(null);
        }}
        onMouseEnter={() => setActiveId(p.id)}
        onMouseLeave={() => setActiveId((id) => (id === p.id ? null : id))}
      >
        {onMap ? (
          <button
            type="button"
            className="hs-finder__card-number"
            aria-label={uiCopy.showOnMap(number, p.name)}
            title={uiCopy.showOnMap(number, p.name)}
            onClick={() => showOnMap(p.id)}
          >
            {number}
          </button>
        ) : (
          <span className="hs-finder__card-number" aria-hidden="true">
            {number}
          </span>
        )}
        <p className="hs-finder__card-distance">
          <span className="hs-visually-hidden">{uiCopy.distanceFromPostcode(distance)}</span>
          <span aria-hidden="true">{distance}</span>
        </p>
        <h3 id={headingId} className="hs-finder__card-name">
          <span className="hs-visually-hidden">{number}: </span>
          {p.name}
        </h3>
        {/* (One text node for the second line, not three: one change when new results come.) */}
        <p className="hs-finder__card-address">
          {p.street}
          <br />
          {`${p.zipcode} ${p.city}`}
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
});
