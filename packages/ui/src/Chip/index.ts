export { Chip, ChipGroup, type ChipProps, type ChipGroupProps, type ChipGroupItem } from './Chip';
export { chipRowBreakIndex } from './chipRows';
