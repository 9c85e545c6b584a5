import { useLocale, type Locale } from '@healthsite/ui';

export interface ProductHeroCopy {
  packSizes: string;
  findPharmacy: string;
}

export const productHeroCopy: Record<Locale, ProductHeroCopy> = {
  'de-DE': { packSizes: 'Packungsgrößen', findPharmacy: 'Apotheke finden' },
  en: { packSizes: 'Pack sizes', findPharmacy: 'Find a pharmacy' },
};

export function useProductHeroCopy(): ProductHeroCopy {
  return productHeroCopy[useLocale()];
}
