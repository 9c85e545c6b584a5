import { TextInput, useLocale } from '@healthsite/ui';
import { useCallback, useMemo } from 'react';
import type { BlockProps } from '../blockModule';
import type { BotFields } from '@healthsite/services/contract';
import { useServices } from '../services/context';
import {
  FormSection,
  FormSuccess,
  PrivacyConsent,
  ServiceFormBody,
  useFormsCopy,
  useServiceForm,
} from '../services/forms';
import { useNewsletterCopy } from './copy';
import type { CmNewsletterBlock } from './schema';

/** The contract's schema (and zod with it) loads when the visitor turns to the form, not with the page. */
const formSchema = async () =>
  (await import('@healthsite/services/contract')).newsletterSubscriptionSchema.omit({ locale: true });

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
    (values: NewsletterDraft, bot: BotFields) =>
      services.newsletter.subscribe(
        { email: values.email, privacyAccepted: true, locale, ...bot },
        { locale },
      ),
    [services, locale],
  );
  const form = useServiceForm({
    initialValues,
    schema: formSchema,
    requiredMessages,
    submit,
  });

  return (
    <FormSection block={block} anchorId={anchorId}>
      <ServiceFormBody
        form={form}
        submitLabel={copy.submit}
        success={
          <FormSuccess title={copy.success}>
            <p>{copy.confirm}</p>
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
        <PrivacyConsent {...form.checkboxField('privacyAccepted')} href={block.privacyHref} />
      </ServiceFormBody>
    </FormSection>
  );
}
