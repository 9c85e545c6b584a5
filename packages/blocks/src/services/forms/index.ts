export { formsCopy, useFormsCopy, type FormsCopy } from './copy';
export {
  isEmptyValue,
  issueMessage,
  validateFields,
  serviceErrorMessage,
  type FieldErrors,
} from './validation';
export {
  useServiceForm,
  HONEYPOT_NAME,
  type ServiceForm,
  type SubmitStatus,
  type UseServiceFormOptions,
} from './useServiceForm';
export {
  FormError,
  FormSection,
  FormSuccess,
  PrivacyConsent,
  RequiredNote,
  ServiceFormBody,
  SubmitButton,
  type FormErrorProps,
  type FormSectionProps,
  type FormSuccessProps,
  type PrivacyConsentProps,
  type ServiceFormBodyProps,
  type SubmitButtonProps,
} from './FormParts';
