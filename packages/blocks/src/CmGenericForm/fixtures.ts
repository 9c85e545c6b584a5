// A sample-request form ("Muster anfordern") as the content defines it, for stories and tests.
import type { BuiltInLocale as Locale } from '@healthsite/ui';
import type { FormFieldInput } from '@healthsite/services/contract';

export const sampleRequestFields: Record<Locale, FormFieldInput[]> = {
  'de-DE': [
    {
      type: 'text',
      name: 'practice',
      label: 'Praxis oder Apotheke',
      required: true,
      minLength: 2,
      maxLength: 100,
    },
    { type: 'text', name: 'name', label: 'Ansprechperson', required: true, minLength: 2, maxLength: 100 },
    { type: 'email', name: 'email', label: 'E-Mail-Adresse', required: true },
    {
      type: 'select',
      name: 'product',
      label: 'Produkt',
      required: true,
      options: [
        { value: 'care', label: 'LUMEDRA CARE' },
        { value: 'dual', label: 'LUMEDRA DUAL' },
        { value: 'gel', label: 'LUMEDRA GEL' },
      ],
    },
    {
      type: 'textarea',
      name: 'note',
      label: 'Anmerkung',
      maxLength: 500,
      help: 'Optional, höchstens 500 Zeichen',
    },
    { type: 'checkbox', name: 'professional', label: 'Ich bin in einem Heilberuf tätig.', required: true },
  ],
  en: [
    {
      type: 'text',
      name: 'practice',
      label: 'Practice or pharmacy',
      required: true,
      minLength: 2,
      maxLength: 100,
    },
    { type: 'text', name: 'name', label: 'Contact person', required: true, minLength: 2, maxLength: 100 },
    { type: 'email', name: 'email', label: 'Email address', required: true },
    {
      type: 'select',
      name: 'product',
      label: 'Product',
      required: true,
      options: [
        { value: 'care', label: 'LUMEDRA CARE' },
        { value: 'dual', label: 'LUMEDRA DUAL' },
        { value: 'gel', label: 'LUMEDRA GEL' },
      ],
    },
    {
      type: 'textarea',
      name: 'note',
      label: 'Note',
      maxLength: 500,
      help: 'Optional, at most 500 characters',
    },
    { type: 'checkbox', name: 'professional', label: 'I work in a healthcare profession.', required: true },
  ],
};
