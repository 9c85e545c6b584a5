import { TextInput, useLocale } from '@healthsite/ui';
import { useCallback, useMemo } from 'react';
import type { BlockProps } from '../blockModule';
import { newsletterSubscriptionSchema } from '../services/api';
import { useServices } from '../services/context';
import {
  FormError,
  FormSection,
  FormSuccess,
  PrivacyConsent,
  SubmitButton,
  useFormsCopy,
  useServiceForm,
} from '../services/forms';
import { useNewsletterCopy } from './copy';
import type { CmNewsletterBlock } from './schema';

const formSchema = newsletterSubscriptionSchema.omit({ locale: true });

export interface NewsletterDraft {
  email: string;
  privacyAccepted: boolean;
}

/** Newsletter sign-up: e-mail and privacy consent; thanks on success, retry on error. */
export function CmNewsletter({
  block,
  anchorId,
  initialDraft,
}: BlockProps<CmNewsletterBlock> & { initialDraft?: Partial<NewsletterDraft> }) {
  const locale = useLocale();
  const copy = useNewsletterCopy();
  const formsCopy = useFormsCopy();
  const services = useServices();
  const initialValues = useMemo(
    () => ({ email: '', privacyAccepted: false, ...initialDraft }),
    [initialDraft],
  );
  const requiredMessages = useMemo(() => ({ privacyAccepted: formsCopy.privacyRequired }), [formsCopy]);
  const submit = useCallback(
    (values: NewsletterDraft) =>
      services.newsletter.subscribe({ email: values.email, privacyAccepted: true, locale }, { locale }),
    [services, locale],
  );
  const { checkboxField, textField, status, error, onSubmit, retry, formRef } = useServiceForm({
    initialValues,
    schema: formSchema,
    requiredMessages,
    submit,
  });

  return (
    <FormSection block={block} anchorId={anchorId}>
      {status === 'success' ? (
        <FormSuccess title={copy.success}>
          <p>{copy.confirm}</p>
        </FormSuccess>
      ) : (
        <form ref={formRef} className="hs-form" noValidate onSubmit={onSubmit}>
          <TextInput label={copy.email} {...textField('email')} type="email" required autoComplete="email" />
          <PrivacyConsent {...checkboxField('privacyAccepted')} href={block.privacyHref} />
          {status === 'error' && error && <FormError error={error} onRetry={retry} />}
          <SubmitButton status={status}>{copy.submit}</SubmitButton>
        </form>
      )}
    </FormSection>
  );
}
