import { Select, TextInput, Textarea, useLocale } from '@healthsite/ui';
import { useCallback, useMemo } from 'react';
import type { BlockProps } from '../blockModule';
import { contactRequestSchema, textBounds } from '../services/api';
import { useServices } from '../services/context';
import {
  FormError,
  FormSection,
  FormSuccess,
  PrivacyConsent,
  RequiredNote,
  SubmitButton,
  useFormsCopy,
  useServiceForm,
} from '../services/forms';
import { useRequestFormCopy } from './copy';
import type { CmRequestFormBlock } from './schema';

const formSchema = contactRequestSchema.omit({ locale: true });

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
    (values: RequestDraft) => services.request.send({ ...values, privacyAccepted: true, locale }, { locale }),
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
          <p>{copy.successCopy}</p>
        </FormSuccess>
      ) : (
        <form ref={formRef} className="hs-form" noValidate onSubmit={onSubmit}>
          <RequiredNote />
          <Select
            label={copy.topic}
            {...textField('topic')}
            required
            placeholder={copy.topicPlaceholder}
            options={topics}
          />
          <Textarea
            label={copy.message}
            {...textField('message')}
            required
            rows={6}
            maxLength={textBounds.requestMessage.max}
            hint={copy.messageHint}
          />
          <div className="hs-form__row" data-columns="2">
            <TextInput
              label={copy.name}
              {...textField('name')}
              required
              autoComplete="name"
              maxLength={textBounds.personName.max}
            />
            <TextInput
              label={copy.email}
              {...textField('email')}
              type="email"
              required
              autoComplete="email"
              hint={formsCopy.emailNotShared}
            />
          </div>
          <PrivacyConsent {...checkboxField('privacyAccepted')} href={block.privacyHref} />
          {status === 'error' && error && <FormError error={error} onRetry={retry} />}
          <SubmitButton status={status}>{copy.submit}</SubmitButton>
        </form>
      )}
    </FormSection>
  );
}
