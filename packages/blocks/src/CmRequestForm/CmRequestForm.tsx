import { Select, TextInput, Textarea, useLocale } from '@healthsite/ui';
import { useCallback, useMemo } from 'react';
import type { BlockProps } from '../blockModule';
import type { BotFields } from '@healthsite/services/contract';
import { textBounds } from '@healthsite/services/limits';
import { useServices } from '../services/context';
import {
  FormSection,
  FormSuccess,
  PrivacyConsent,
  RequiredNote,
  ServiceFormBody,
  useFormsCopy,
  useServiceForm,
} from '../services/forms';
import { useRequestFormCopy } from './copy';
import type { CmRequestFormBlock } from './schema';

/** The contract's schema (and zod with it) loads when the visitor turns to the form, not with the page. */
const formSchema = async () =>
  (await import('@healthsite/services/contract')).contactRequestSchema.omit({ locale: true });

export interface RequestDraft {
  topic: string;
  message: string;
  name: string;
  email: string;
  privacyAccepted: boolean;
}

/** The contact request form: topic, message, name, e-mail, privacy consent. */
export function CmRequestForm({
  block,
  anchorId,
  initialDraft,
}: BlockProps<CmRequestFormBlock> & { initialDraft?: Partial<RequestDraft> }) {
  const locale = useLocale();
  const copy = useRequestFormCopy();
  const formsCopy = useFormsCopy();
  const services = useServices();
  const topics = block.topics ?? copy.defaultTopics;
  const initialValues = useMemo(
    () => ({ topic: '', message: '', name: '', email: '', privacyAccepted: false, ...initialDraft }),
    [initialDraft],
  );
  const requiredMessages = useMemo(
    () => ({ topic: formsCopy.choiceRequired, privacyAccepted: formsCopy.privacyRequired }),
    [formsCopy],
  );
  const submit = useCallback(
    (values: RequestDraft, bot: BotFields) =>
      services.request.send({ ...values, privacyAccepted: true, locale, ...bot }, { locale }),
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
            <p>{copy.successCopy}</p>
          </FormSuccess>
        }
      >
        <RequiredNote />
        <Select
          label={copy.topic}
          {...form.textField('topic')}
          required
          placeholder={copy.topicPlaceholder}
          options={topics}
        />
        <Textarea
          label={copy.message}
          {...form.textField('message')}
          required
          rows={6}
          maxLength={textBounds.requestMessage.max}
          hint={copy.messageHint}
        />
        <div className="hs-form__row" data-columns="2">
          <TextInput
            label={copy.name}
            {...form.textField('name')}
            required
            autoComplete="name"
            maxLength={textBounds.personName.max}
          />
          <TextInput
            label={copy.email}
            {...form.textField('email')}
            type="email"
            required
            autoComplete="email"
            hint={formsCopy.emailNotShared}
          />
        </div>
        <PrivacyConsent {...form.checkboxField('privacyAccepted')} href={block.privacyHref} />
      </ServiceFormBody>
    </FormSection>
  );
}
