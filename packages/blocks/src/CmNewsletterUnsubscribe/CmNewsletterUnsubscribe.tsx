import { TextInput, useLocale } from '@healthsite/ui';
import { useCallback, useMemo } from 'react';
import type { BlockProps } from '../blockModule';
import { newsletterUnsubscriptionSchema } from '../services/api';
import { useServices } from '../services/context';
import { FormError, FormSection, FormSuccess, SubmitButton, useServiceForm } from '../services/forms';
import { useUnsubscribeCopy } from './copy';
import type { CmNewsletterUnsubscribeBlock } from './schema';

const formSchema = newsletterUnsubscriptionSchema.omit({ locale: true });

export interface UnsubscribeDraft {
  email: string;
}

/** Newsletter unsubscribe: one e-mail field; the answer is the same for any address. */
export function CmNewsletterUnsubscribe({
  block,
  anchorId,
  initialDraft,
}: BlockProps<CmNewsletterUnsubscribeBlock> & { initialDraft?: Partial<UnsubscribeDraft> }) {
  const locale = useLocale();
  const copy = useUnsubscribeCopy();
  const services = useServices();
  const initialValues = useMemo(() => ({ email: '', ...initialDraft }), [initialDraft]);
  const submit = useCallback(
    (values: UnsubscribeDraft) =>
      services.newsletter.unsubscribe({ email: values.email, locale }, { locale }),
    [services, locale],
  );
  const { textField, status, error, onSubmit, retry, formRef } = useServiceForm({
    initialValues,
    schema: formSchema,
    submit,
  });

  return (
    <FormSection block={block} anchorId={anchorId}>
      {status === 'success' ? (
        <FormSuccess title={copy.success}>
          <p>{copy.successCopy}</p>
        </FormSuccess>
      ) : (
        <form ref={formRef} className="hs-form" noValidate onSubmit={onSubmit}>
          <TextInput label={copy.email} {...textField('email')} type="email" required autoComplete="email" />
          {status === 'error' && error && <FormError error={error} onRetry={retry} />}
          <SubmitButton status={status}>{copy.submit}</SubmitButton>
        </form>
      )}
    </FormSection>
  );
}
