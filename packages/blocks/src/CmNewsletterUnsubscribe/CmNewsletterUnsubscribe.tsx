import { TextInput, useLocale } from '@healthsite/ui';
import { useCallback, useMemo } from 'react';
import type { BlockProps } from '../blockModule';
import type { BotFields } from '@healthsite/services/contract';
import { useServices } from '../services/context';
import { FormSection, FormSuccess, ServiceFormBody, useServiceForm } from '../services/forms';
import { useUnsubscribeCopy } from './copy';
import type { CmNewsletterUnsubscribeBlock } from './schema';

/** The contract's schema (and zod with it) loads when the visitor turns to the form, not with the page. */
const formSchema = async () =>
  (await import('@healthsite/services/contract')).newsletterUnsubscriptionSchema.omit({ locale: true });

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
    (values: UnsubscribeDraft, bot: BotFields) =>
      services.newsletter.unsubscribe({ email: values.email, locale, ...bot }, { locale }),
    [services, locale],
  );
  const form = useServiceForm({
    initialValues,
    schema: formSchema,
    submit,
  });

  return (
    <FormSection block={block} anchorId={anchorId}>
      <ServiceFormBody
        form={form}
        submitLabel={copy.submit}
        success={
          <FormSuccess title={copy.success}>
            <p>{copy.successCopy}</p>
          </FormSuccess>
        }
      >
        <TextInput
          label={copy.email}
          {...form.textField('email')}
          type="email"
          required
          autoComplete="email"
        />
      </ServiceFormBody>
    </FormSection>
  );
}
