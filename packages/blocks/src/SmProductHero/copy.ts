import { defineCopy, useCopy } from '@healthsite/ui';

export interface ProductHeroCopy {
  packSizes: string;
  findPharmacy: string;
}

export const productHeroCopy = defineCopy<ProductHeroCopy>('blocks.productHero', {
  'de-DE': { packSizes: 'Packungsgrößen', findPharmacy: 'Apotheke finden' },
  en: { packSizes: 'Pack sizes', findPharmacy: 'Find a pharmacy' },
});

export function useProductHeroCopy(): ProductHeroCopy {
  return useCopy(productHeroCopy);
}
