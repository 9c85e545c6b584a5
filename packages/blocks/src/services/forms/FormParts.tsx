import type { HeadingTag } from '@healthsite/content-client';
import { Button, Checkbox, Container, Link, type SanitizedHtml } from '@healthsite/ui';
import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { BlockText, hasBlockText } from '../../shared/BlockText';
import type { ServiceError } from '@healthsite/services/errors';
import { useFormsCopy } from './copy';
import { HONEYPOT_NAME, type ServiceForm, type SubmitStatus } from './useServiceForm';
import { serviceErrorMessage } from './validation';

export function RequiredNote() {
  const copy = useFormsCopy();
  return <p className="hs-form__note">{copy.requiredNote}</p>;
}

/** `checked`, `onChange`, `error` and `name`: `useServiceForm`'s `checkboxField('privacyAccepted')`. */
export interface PrivacyConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  /** The privacy policy; the copy's default page when the content does not name one. */
  href?: string;
  name?: string;
}

/** 'Ich akzeptiere die Datenschutzerklärung' (required), the last words linking to the policy. */
export function PrivacyConsent({
  checked,
  onChange,
  error,
  href,
  name = 'privacyAccepted',
}: PrivacyConsentProps) {
  const copy = useFormsCopy();
  const { before, link, after } = copy.privacyConsent;
  return (
    <Checkbox
      name={name}
      checked={checked}
      required
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      label={
        <>
          {before}
          <Link href={href ?? copy.privacyHref}>{link}</Link>
          {after}
        </>
      }
    />
  );
}

export interface SubmitButtonProps {
  status: SubmitStatus;
  children: ReactNode;
}

/** The submit button: busy (ignores clicks, announces loading) while the form is being sent. */
export function SubmitButton({ status, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained-themed"
      loading={status === 'submitting'}
      className="hs-form__submit"
    >
      {children}
    </Button>
  );
}

export interface FormErrorProps {
  error: ServiceError;
  /** Shows a retry button; leave it out where another control retries (e.g. "load more"). */
  onRetry?: () => void;
  /** What failed, before the message, e.g. "Die Bewertungen konnten nicht geladen werden." */
  lead?: ReactNode;
}

/** A failed call: what failed, the message (the server's, or a generic one) and a retry button. */
export function FormError({ error, onRetry, lead }: FormErrorProps) {
  const copy = useFormsCopy();
  return (
    <div className="hs-form__alert" role="alert" data-kind={error.kind}>
      <p className="hs-form__alert-text">
        {lead && <>{lead} </>}
        {serviceErrorMessage(error, copy)}
      </p>
      {onRetry && (
        <Button variant="outlined" size="sm" onClick={onRetry}>
          {copy.retry}
        </Button>
      )}
    </div>
  );
}

export interface FormSuccessProps {
  title: ReactNode;
  children?: ReactNode;
}

/** The confirmation after a successful submission; takes the focus so it is read out. */
export function FormSuccess({ title, children }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="hs-form__success" role="status" tabIndex={-1}>
      <p className="hs-form__success-title">{title}</p>
      {children}
    </div>
  );
}

export interface ServiceFormBodyProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'className' | 'children'
> {
  /** The form's state: what `useServiceForm` returns. */
  form: Pick<
    ServiceForm<Record<string, unknown>, unknown>,
    'status' | 'error' | 'onSubmit' | 'retry' | 'formRef'
  >;
  /** Shown instead of the form once it was sent, usually a `FormSuccess`. */
  success: ReactNode;
  submitLabel: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of a service block: its fields, then the failed call's message with a retry, then the
 * submit button; once sent, the success view in its place.
 */
export function ServiceFormBody({
  form: { status, error, onSubmit, retry, formRef },
  success,
  submitLabel,
  children,
  ...rest
}: ServiceFormBodyProps) {
  if (status === 'success') return success;
  return (
    <form {...rest} ref={formRef} className="hs-form" noValidate onSubmit={onSubmit}>
      {/* Out of sight and out of the tab order: only bots fill it (the server drops their posts). */}
      <div className="hs-form__hp" aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {children}
      {error && <FormError error={error} onRetry={retry} />}
      <SubmitButton status={status}>{submitLabel}</SubmitButton>
    </form>
  );
}

export interface FormSectionProps {
  /** The form block: its type and text fields. */
  block: {
    uiComponent: string;
    topline?: string | undefined;
    headline?: string | undefined;
    headingTag?: HeadingTag | undefined;
    copy?: SanitizedHtml | undefined;
  };
  anchorId?: string | undefined;
  children: ReactNode;
}

/** The section of a form block: its text (topline, headline, copy) above the form, in a narrow column. */
export function FormSection({ block, anchorId, children }: FormSectionProps) {
  const { uiComponent, topline, headline, headingTag = 'h2', copy } = block;
  return (
    <section data-block={uiComponent} id={anchorId} className="hs-form-block">
      <Container className="hs-form-block__inner">
        {hasBlockText({ topline, headline, copy }) && (
          <BlockText topline={topline} headline={headline} headingTag={headingTag} copy={copy} />
        )}
        {children}
      </Container>
    </section>
  );
}
