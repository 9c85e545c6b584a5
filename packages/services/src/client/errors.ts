import type { ErrorBody } from '../contract/api';

/** What went wrong, as the blocks distinguish it (the status of the answer, or no answer at all). */
export const serviceErrorKinds = [
  'validation', // 400
  'not-found', // 404
  'conflict', // 409
  'rate-limited', // 429
  'server', // 5xx and other statuses
  'network', // no answer (offline, DNS, connection reset)
  'invalid-response', // an answer that does not match the contract
  'unavailable', // no services were provided to the blocks
] as const;
export type ServiceErrorKind = (typeof serviceErrorKinds)[number];

export interface ServiceErrorInit {
  kind: ServiceErrorKind;
  /** The `error.code` of the answer, else the kind. */
  code?: string;
  /** The server's message (in the requested language), else a technical description. */
  message?: string;
  status?: number;
  /** Field → message, for a 400 that names the fields. */
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  /** The message is the server's, meant for the visitor (default false). */
  fromServer?: boolean;
}

/** The one error type every service rejects with. Never carries what the visitor typed. */
export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  readonly code: string;
  readonly status: number | undefined;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | undefined;
  /** True when the message came from the server and is meant for the visitor. */
  readonly fromServer: boolean;

  constructor(init: ServiceErrorInit) {
    super(init.message ?? init.kind);
    this.name = 'ServiceError';
    this.kind = init.kind;
    this.code = init.code ?? init.kind;
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.fromServer = init.fromServer ?? false;
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}

/** The kind for an HTTP status of a failed call. */
export function kindForStatus(status: number): ServiceErrorKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  return 'server';
}

/** A ServiceError from a failed answer: its status, its `{ error }` body (if it has one), headers. */
export function errorFromAnswer(
  status: number,
  body: ErrorBody | undefined,
  retryAfter?: string | null,
): ServiceError {
  const seconds = retryAfter != null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
  return new ServiceError({
    kind: kindForStatus(status),
    status,
    code: body?.error.code,
    message: body?.error.message,
    fields: body?.error.fields,
    retryAfterSeconds: seconds,
    fromServer: body?.error.message !== undefined,
  });
}

/** Anything a service threw, as a ServiceError (unknown throws count as network failures). */
export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  return new ServiceError({ kind: 'network', message: error instanceof Error ? error.message : undefined });
}
