import type { z } from 'zod';
import type { ServiceError } from '@healthsite/services/errors';
import type { FormsCopy } from './copy';

export type FieldErrors = Record<string, string>;

/** An empty answer: nothing typed, nothing chosen, not ticked, no stars. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** The visitor-facing message of one zod issue, in the copy's language. */
export function issueMessage(
  issue: z.core.$ZodIssue,
  value: unknown,
  copy: FormsCopy,
  requiredMessage?: string,
): string {
  if (isEmptyValue(value)) return requiredMessage ?? copy.required;
  switch (issue.code) {
    case 'too_small':
      return copy.tooShort(Number(issue.minimum));
    case 'too_big':
      return copy.tooLong(Number(issue.maximum));
    case 'invalid_format':
      return issue.format === 'email' ? copy.email : copy.invalid;
    default:
      return requiredMessage ?? copy.invalid;
  }
}

/**
 * Validates form values with the schema the server uses and returns one localised message per
 * invalid field (the first issue of each), in the order of the schema's issues.
 */
export function validateFields(
  schema: z.ZodType,
  values: Record<string, unknown>,
  copy: FormsCopy,
  requiredMessages: Record<string, string | undefined> = {},
): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    errors[field] = issueMessage(issue, values[field], copy, requiredMessages[field]);
  }
  return errors;
}

/** What to tell the visitor about a failed submission: the server's own message where it has one. */
export function serviceErrorMessage(error: ServiceError, copy: FormsCopy): string {
  if (error.kind === 'rate-limited') return copy.rateLimited(error.retryAfterSeconds);
  const serverSays =
    error.fromServer &&
    error.message.trim() !== '' &&
    ['validation', 'conflict', 'not-found'].includes(error.kind);
  return serverSays ? error.message : copy.errors[error.kind];
}
