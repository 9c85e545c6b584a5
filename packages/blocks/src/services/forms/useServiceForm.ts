import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import type { z } from 'zod';
import { toServiceError, type ServiceError } from '@healthsite/services/errors';
import type { BotFields } from '@healthsite/services/contract';
import { useFormsCopy } from './copy';
import { validateFields, type FieldErrors } from './validation';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

/** A form's schema, or what makes or loads it (see `UseServiceFormOptions.schema`). */
export type SchemaSource = z.ZodType | (() => z.ZodType | PromiseLike<z.ZodType>);

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** The name of the field only bots fill (ServiceFormBody renders it out of sight). */
export const HONEYPOT_NAME = 'website';

export interface UseServiceFormOptions<V extends Record<string, unknown>, R> {
  initialValues: V;
  /**
   * The schema of the values (the same one the server checks the payload with), or a function that
   * makes or loads it (a promise): called once, when the visitor first focuses or touches the form,
   * or at the latest when the form is first checked. A schema built from the content
   * (CmGenericForm) then costs a render nothing, and a form whose schema is loaded with
   * `import()` does not evaluate zod while its page starts. Keep the function's identity stable.
   */
  schema: SchemaSource;
  /** Messages for an empty required field that should not say the generic "please fill in". */
  requiredMessages?: Partial<Record<keyof V & string, string>>;
  /**
   * Sends the values with the bot fields (spread them into the payload: the time the form took
   * to fill, and the honeypot when something filled it); rejects with a ServiceError.
   */
  submit: (values: V, bot: BotFields) => Promise<R>;
}

/** What a text field (TextInput, Textarea, Select) needs to show and edit one string value. */
export interface TextFieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** What a checkbox (PrivacyConsent) needs to show and edit one boolean value. */
export interface CheckboxFieldBinding {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

export interface ServiceForm<V extends Record<string, unknown>, R> {
  values: V;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Wires a text field to a string value: `<TextInput label="…" {...textField('email')} />`. */
  textField: (name: keyof V & string) => TextFieldBinding;
  /** Wires a checkbox to a boolean value: `<PrivacyConsent {...checkboxField('privacyAccepted')} />`. */
  checkboxField: (name: keyof V & string) => CheckboxFieldBinding;
  /** Field → message, shown after a submit attempt and updated as the visitor corrects. */
  errors: FieldErrors;
  status: SubmitStatus;
  result: R | undefined;
  error: ServiceError | undefined;
  /** Validates, then submits; the form's onSubmit. */
  onSubmit: (event?: FormEvent) => void;
  /** Submits the same values again (after an error). */
  retry: () => void;
  /** Back to an empty form (after success). */
  reset: () => void;
  formRef: React.RefObject<HTMLFormElement | null>;
}

/**
 * State of a form that sends to a service: validation with the shared schema, field errors that
 * follow the edits once the visitor tried to submit, focus on the first invalid field, submitting,
 * success and error states. The values are kept on every error.
 */
export function useServiceForm<V extends Record<string, unknown>, R>({
  initialValues,
  schema,
  requiredMessages,
  submit,
}: UseServiceFormOptions<V, R>): ServiceForm<V, R> {
  const copy = useFormsCopy();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [result, setResult] = useState<R>();
  const [error, setError] = useState<ServiceError>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(true);
  const busy = useRef(false);
  // When the visitor first saw the form: the server drops submissions filled faster than a person can.
  const shownAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    shownAt.current ??= performance.now();
    return () => {
      mounted.current = false;
    };
  }, []);

  // After a failed attempt, the first invalid control (in page order) takes the focus, so screen
  // readers read its label and its error at once: in the commit that shows the errors, before the
  // browser paints them.
  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], fieldset[data-invalid] input',
    );
    first?.focus();
  }, [focusRequest]);

  // The schema once it is there (for the source it was made from), and its loading while it is not.
  const made = useRef<{ source: SchemaSource; schema?: z.ZodType; loading?: Promise<z.ZodType> }>(undefined);
  const schemaNow = useCallback((): z.ZodType | Promise<z.ZodType> => {
    if (made.current?.source !== schema) made.current = { source: schema };
    const entry = made.current;
    if (entry.schema) return entry.schema;
    if (entry.loading) return entry.loading;
    const result = typeof schema === 'function' ? schema() : schema;
    if (!isPromiseLike(result)) return (entry.schema = result);
    entry.loading = Promise.resolve(result).then(
      (loaded) => (entry.schema = loaded),
      (thrown: unknown) => {
        entry.loading = undefined; // tried again at the next attempt
        throw thrown;
      },
    );
    return entry.loading;
  }, [schema]);

  // Make or load the schema as soon as the visitor turns to the form: it is there by the time they
  // send. A failure here is not shown (the attempt to send reports its own).
  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof schema !== 'function') return;
    const warm = () => {
      const result = schemaNow();
      if (isPromiseLike(result)) result.then(undefined, () => {});
    };
    form.addEventListener('focusin', warm, { once: true });
    form.addEventListener('pointerdown', warm, { once: true });
    return () => {
      form.removeEventListener('focusin', warm);
      form.removeEventListener('pointerdown', warm);
    };
  }, [schema, schemaNow]);

  // The latest values, so that two edits in one event both land and validation sees them.
  const latest = useRef(values);
  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (!attempted) return;
      // After an attempt the errors follow the edits (the schema is there: the attempt waited for it).
      const ready = schemaNow();
      if (!isPromiseLike(ready)) setErrors(validateFields(ready, next, copy, requiredMessages));
    },
    [attempted, schemaNow, copy, requiredMessages],
  );

  const send = useCallback(() => {
    if (busy.current) return;
    const ready = schemaNow();
    if (isPromiseLike(ready)) {
      // The schema is still loading (sent before the form was touched): send once it is there.
      busy.current = true;
      ready.then(
        () => {
          busy.current = false;
          if (mounted.current) sendLatest.current();
        },
        (thrown: unknown) => {
          busy.current = false;
          if (!mounted.current) return;
          setError(toServiceError(thrown));
          setStatus('error');
        },
      );
      return;
    }
    setAttempted(true);
    const found = validateFields(ready, values, copy, requiredMessages);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The fields' messages replace an earlier failure's alert (a retry that found them invalid).
      setStatus('idle');
      setError(undefined);
      setFocusRequest((n) => n + 1);
      return;
    }
    busy.current = true;
    setStatus('submitting');
    setError(undefined);
    const honeypot = formRef.current?.querySelector<HTMLInputElement>(
      `input[name="${HONEYPOT_NAME}"]`,
    )?.value;
    const bot: BotFields = {
      fillMs: Math.max(0, Math.round(performance.now() - (shownAt.current ?? performance.now()))),
      ...(honeypot ? { website: honeypot } : {}),
    };
    submit(values, bot).then(
      (answer) => {
        busy.current = false;
        if (!mounted.current) return;
        setResult(answer);
        setStatus('success');
      },
      (thrown: unknown) => {
        busy.current = false;
        if (!mounted.current) return;
        const failure = toServiceError(thrown);
        // The server named fields we know: show them at the fields, like our own validation.
        // Generic forms nest their fields under `values` (`values.email`).
        const known = Object.entries(failure.fields)
          .map(([field, message]) => [field.replace(/^values\./, ''), message] as const)
          .filter(([field]) => field in values);
        if (failure.kind === 'validation' && known.length > 0) {
          setErrors(Object.fromEntries(known));
          setStatus('idle');
          setFocusRequest((n) => n + 1);
          return;
        }
        setError(failure);
        setStatus('error');
      },
    );
  }, [submit, schemaNow, copy, requiredMessages, values]);
  // The send of the latest render, for an attempt that waited for the schema.
  const sendLatest = useRef(send);
  useEffect(() => {
    sendLatest.current = send;
  }, [send]);

  const onSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      send();
    },
    [send],
  );

  const reset = useCallback(() => {
    latest.current = initialValues;
    setValues(initialValues);
    setErrors({});
    setAttempted(false);
    setStatus('idle');
    setResult(undefined);
    setError(undefined);
  }, [initialValues]);

  const textField = useCallback(
    (name: keyof V & string): TextFieldBinding => ({
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event) => setValue(name, event.currentTarget.value as V[typeof name]),
    }),
    [values, errors, setValue],
  );

  const checkboxField = useCallback(
    (name: keyof V & string): CheckboxFieldBinding => ({
      name,
      checked: values[name] === true,
      error: errors[name],
      onChange: (checked) => setValue(name, checked as V[typeof name]),
    }),
    [values, errors, setValue],
  );

  return {
    values,
    setValue,
    textField,
    checkboxField,
    errors,
    status,
    result,
    error,
    onSubmit,
    retry: send,
    reset,
    formRef,
  };
}
