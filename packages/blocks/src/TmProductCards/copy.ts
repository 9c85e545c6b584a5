import { defineCopy, useCopy } from '@healthsite/ui';

export interface ProductCardsCopy {
  /** Accessible name of the scroller when the block has no headline. */
  listLabel: string;
  productLink: string;
  findPharmacy: string;
  variants: string;
}

export const productCardsCopy = defineCopy<ProductCardsCopy>('blocks.productCards', {
  'de-DE': {
    listLabel: 'Produkte',
    productLink: 'Zum Produkt',
    findPharmacy: 'Apotheke finden',
    variants: 'Packungsgrößen',
  },
  en: {
    listLabel: 'Products',
    productLink: 'View product',
    findPharmacy: 'Find a pharmacy',
    variants: 'Pack sizes',
  },
});

export function useProductCardsCopy(): ProductCardsCopy {
  return useCopy(productCardsCopy);
}
