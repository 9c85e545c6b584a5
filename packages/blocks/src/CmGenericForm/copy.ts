import { defineCopy, useCopy } from '@healthsite/ui';

export interface GenericFormCopy {
  submit: string;
  success: string;
  selectPlaceholder: string;
}

export const genericFormCopy = defineCopy<GenericFormCopy>('blocks.genericForm', {
  'de-DE': { submit: 'Absenden', success: 'Vielen Dank!', selectPlaceholder: 'Bitte auswählen' },
  en: { submit: 'Send', success: 'Thank you!', selectPlaceholder: 'Please choose' },
});

export function useGenericFormCopy(): GenericFormCopy {
  return useCopy(genericFormCopy);
}
