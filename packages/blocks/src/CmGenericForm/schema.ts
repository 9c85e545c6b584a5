import { z } from 'zod';
import { formDefinitionSchema, formFieldsSchema, formIdSchema } from '@healthsite/services/contract';
import { blockSchema } from '../fields';
import { privacyHrefField } from '../services/blockFields';

/**
 * A form defined by the content: its fields (text, email, textarea, select, checkbox), validated
 * in the browser and on the server by the schema buildFormValuesSchema() builds from them, and
 * sent to POST /api/forms/:formId.
 */
export const cmGenericFormSchema = blockSchema('CmGenericForm', {
  formId: formIdSchema.describe('Identifies the form on the server: POST /api/forms/<formId>'),
  fields: formFieldsSchema.describe(
    'The fields, in order: { type: text|email|textarea|select|checkbox, name, label, required, help?, minLength?, maxLength?, options? }',
  ),
  privacyConsent: formDefinitionSchema.shape.privacyConsent.describe(
    'Ask for the privacy-policy acceptance (required)',
  ),
  privacyHref: privacyHrefField,
  submitLabel: z
    .string()
    .min(1)
    .optional()
    .describe('Label of the submit button; default "Absenden" / "Send"'),
  successHeadline: z.string().min(1).optional().describe('Shown after sending; default "Vielen Dank!"'),
  successCopy: z.string().min(1).optional().describe('Plain text under the success headline'),
}).describe(
  'Generic form: fields from the content, validated by the same schema on both sides; POST /api/forms/:formId',
);

export type CmGenericFormBlock = z.output<typeof cmGenericFormSchema>;
