/**
 * Ingredient pictograms, as data: 24 × 24 outline paths (stroke = currentColor), drawn in the same
 * style as the ui icon set. An editor picks one by name when there is no ingredient image.
 */
export const ingredientIconPaths = {
  drop: 'M12 3.5c3.5 4.4 6 8 6 11a6 6 0 01-12 0c0-3 2.5-6.6 6-11z',
  molecule:
    'M7 7a2.5 2.5 0 100-.01M17 7a2.5 2.5 0 100-.01M12 17a2.5 2.5 0 100-.01M9.2 8.2l1.8 6.6M14.8 8.2L13 14.8M9.5 7h5',
  leaf: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l7-7',
  shield: 'M12 3.5l7 2.5v5.5c0 4.3-2.9 7.6-7 9-4.1-1.4-7-4.7-7-9V6z M9 12l2 2 4-4',
  moon: 'M19 14.5A7.5 7.5 0 019.5 5a7.5 7.5 0 109.5 9.5z',
  sparkle:
    'M12 3.5l1.8 5.2 5.2 1.8-5.2 1.8L12 17.5l-1.8-5.2L5 10.5l5.2-1.8z M18.5 16.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z',
} as const;

export type IngredientIcon = keyof typeof ingredientIconPaths;
export const ingredientIcons = Object.keys(ingredientIconPaths) as [IngredientIcon, ...IngredientIcon[]];
