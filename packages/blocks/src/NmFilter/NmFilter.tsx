import { ChipGroup, Container } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { useBlocksCopy } from '../i18n/copy';
import { usePageFilter, useSetPageFilter } from '../PageRenderer/pageFilter';
import { hasText } from '../shared/hasText';
import type { NmFilterBlock } from './schema';

/**
 * Filter chips for another block on the page. One option is active at a time; pressing the active
 * one again returns to the option with value "" (all). Without JavaScript every item stays visible.
 */
export function NmFilter({ block, anchorId }: BlockProps<NmFilterBlock>) {
  const copy = useBlocksCopy();
  const target = block.target?.trim() ?? '';
  const active = usePageFilter(target);
  const setFilter = useSetPageFilter();
  const options = (block.filters ?? []).filter((option) => hasText(option.label));
  if (target === '' || options.length < 2) return null;
  return (
    <div data-block="NmFilter" id={anchorId} className="hs-filter">
      <Container>
        <ChipGroup
          label={hasText(block.headline) ? block.headline : copy.filterLabel}
          items={options.map((option) => ({
            value: option.value,
            label: option.label,
            pressed: option.value === active,
          }))}
          onToggle={(value, pressed) => setFilter(target, pressed ? value : '')}
        />
      </Container>
    </div>
  );
}
