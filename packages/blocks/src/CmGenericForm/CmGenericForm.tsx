import { Checkbox, Select, TextInput, Textarea, useLocale } from '@healthsite/ui';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import type { BlockProps } from '../blockModule';
import type { FormField, FormValues, BotFields } from '@healthsite/services/contract';
import { useServices } from '../services/context';
import {
  type FormsCopy,
  FormSection,
  FormSuccess,
  PrivacyConsent,
  RequiredNote,
  ServiceFormBody,
  useFormsCopy,
  useServiceForm,
} from '../services/forms';
import { useGenericFormCopy } from './copy';
import type { CmGenericFormBlock } from './schema';

type Draft = FormValues & { privacyAccepted?: boolean };

/** The empty value of each field: '' for text-like fields and selects, false for checkboxes. */
export function emptyFormValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']));
}

function requiredMessagesFor(fields: readonly FormField[], copy: FormsCopy): Record<string, string> {
  const messages: Record<string, string> = { privacyAccepted: copy.privacyRequired };
  for (const field of fields) {
    if (field.type === 'select') messages[field.name] = copy.choiceRequired;
    if (field.type === 'checkbox') messages[field.name] = copy.checkboxRequired;
  }
  return messages;
}

const schemas = new WeakMap<readonly FormField[], Map<boolean, Promise<z.ZodType>>>();

/**
 * The schema of a form's values, made once per fields array (the content's) and consent flag, with
 * the contract's builder (and zod with it) loaded when the visitor turns to the form.
 */
function schemaFor(fields: readonly FormField[], privacyConsent: boolean): Promise<z.ZodType> {
  let byConsent = schemas.get(fields);
  if (!byConsent) schemas.set(fields, (byConsent = new Map()));
  let schema = byConsent.get(privacyConsent);
  if (!schema) {
    schema = import('@healthsite/services/contract').then(
      ({ buildFormValuesSchema, privacyAcceptedSchema }) => {
        const values = buildFormValuesSchema(fields);
        return privacyConsent ? values.extend({ privacyAccepted: privacyAcceptedSchema }) : values;
      },
    );
    // A failed load is tried again at the next attempt.
    schema.catch(() => byConsent.delete(privacyConsent));
    byConsent.set(privacyConsent, schema);
  }
  return schema;
}

/** A form whose fields come from the content; sent to POST /api/forms/:formId. */
export function CmGenericForm({
  block,
  anchorId,
  initialDraft,
}: BlockProps<CmGenericFormBlock> & { initialDraft?: Partial<Draft> }) {
  const { formId, fields, privacyConsent, privacyHref } = block;
  const locale = useLocale();
  const copy = useGenericFormCopy();
  const formsCopy = useFormsCopy();
  const services = useServices();

  // Built when the visitor turns to the form, once per form definition: not on every render (it was
  // the largest part of rendering /downloads on the server), and not while the page starts.
  const schema = useCallback(() => schemaFor(fields, privacyConsent), [fields, privacyConsent]);
  const initialValues = useMemo(
    () =>
      ({
        ...emptyFormValues(fields),
        ...(privacyConsent ? { privacyAccepted: false } : {}),
        ...initialDraft,
      }) as Draft,
    [fields, privacyConsent, initialDraft],
  );
  const requiredMessages = useMemo(() => requiredMessagesFor(fields, formsCopy), [fields, formsCopy]);
  const submit = useCallback(
    ({ privacyAccepted, ...values }: Draft, bot: BotFields) =>
      services.forms.submit(
        formId,
        {
          values: values as FormValues,
          ...(privacyConsent ? { privacyAccepted: Boolean(privacyAccepted) } : {}),
          locale,
          ...bot,
        },
        { locale },
      ),
    [services, formId, privacyConsent, locale],
  );
  const form = useServiceForm<Draft, unknown>({
    initialValues,
    schema,
    requiredMessages,
    submit,
  });
  const anyRequired = fields.some((field) => field.required) || privacyConsent;

  const control = (field: FormField) => {
    if (field.type === 'checkbox') {
      const { onChange, ...checkbox } = form.checkboxField(field.name);
      return (
        <Checkbox
          {...checkbox}
          required={field.required}
          label={field.label}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    }
    const common = {
      ...form.textField(field.name),
      label: field.label,
      hint: field.help,
      required: field.required,
    };
    switch (field.type) {
      case 'text':
      case 'email':
        return (
          <TextInput
            {...common}
            type={field.type}
            autoComplete={field.type === 'email' ? 'email' : undefined}
            maxLength={field.type === 'text' ? field.maxLength : undefined}
          />
        );
      case 'textarea':
        return <Textarea {...common} maxLength={field.maxLength} />;
      case 'select':
        return <Select {...common} placeholder={copy.selectPlaceholder} options={field.options} />;
    }
  };

  return (
    <FormSection block={block} anchorId={anchorId}>
      <ServiceFormBody
        form={form}
        submitLabel={block.submitLabel ?? copy.submit}
        data-form-id={formId}
        success={
          <FormSuccess title={block.successHeadline ?? copy.success}>
            {block.successCopy && <p>{block.successCopy}</p>}
          </FormSuccess>
        }
      >
        {anyRequired && <RequiredNote />}
        {fields.map((field) => (
          <div key={field.name} className="hs-form__field" data-field-type={field.type}>
            {control(field)}
          </div>
        ))}
        {privacyConsent && <PrivacyConsent {...form.checkboxField('privacyAccepted')} href={privacyHref} />}
      </ServiceFormBody>
    </FormSection>
  );
}
