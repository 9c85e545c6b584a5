import { Button } from '@healthsite/ui';
import type { OnlinePharmacyLink } from '../online-pharmacies';
import { useFinder } from './FinderProvider';

/**
 * Logo cards with 'Zum Shop'. Dimmed (before any online search) every listed shop shows as a
 * preview whose buttons are disabled: nothing to follow until a product is chosen.
 */
export function OnlineResults({
  pharmacies,
  dimmed,
}: {
  pharmacies: readonly OnlinePharmacyLink[];
  dimmed: boolean;
}) {
  const { copy, uiCopy, locale } = useFinder();
  return (
    <div className="hs-finder__online" data-dimmed={dimmed}>
      {dimmed && <p className="hs-finder__hint">{uiCopy.onlineDimmedHint}</p>}
      <ul className="hs-finder__shops" aria-label={uiCopy.onlineResultsLabel}>
        {pharmacies.map((p) => (
          <li key={p.name} className="hs-finder__shop">
            <img src={p.logo.src} alt={p.logo.alt} width={240} height={80} />
            {dimmed ? (
              <Button
                variant="outlined"
                size="sm"
                disabled
                locale={locale}
                aria-label={`${copy.toShop}: ${p.name}`}
              >
                {copy.toShop}
              </Button>
            ) : (
              <Button
                variant="outlined"
                size="sm"
                href={p.url}
                locale={locale}
                // The shop's name and the new tab, in one name (the visible text starts it).
                aria-label={`${copy.toShop}: ${p.name} (${uiCopy.opensInNewTab})`}
              >
                {copy.toShop}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
