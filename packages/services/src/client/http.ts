import type { z } from 'zod';
import {
  apiRoutes,
  errorBodySchema,
  formIdSchema,
  reviewQuerySchema,
  reviewSearchParams,
} from '../contract/api';
import { ServiceError, errorFromAnswer } from './errors';
import type { CallOptions, Services } from '../contract/services';

export interface HttpServicesOptions {
  /** Origin (and optional path prefix) of the API, e.g. `https://www.example.com` or `/`. */
  baseUrl: string;
  /** Defaults to the global fetch; pass one to add credentials, tracing or a test double. */
  fetch?: typeof globalThis.fetch;
  /** Extra headers on every call (never put personal data here). */
  headers?: Record<string, string>;
  /**
   * A call that has no answer after this many milliseconds fails with a `network` ServiceError
   * (code `timeout`), so a hanging server never leaves a form spinning. Default 15 s.
   */
  timeoutMs?: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

function joinUrl(baseUrl: string, path: string, search?: URLSearchParams): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${path}${search ? `?${search.toString()}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The services over HTTP, as documented in ./api.ts. Every answer is checked against its schema;
 * a failed call rejects with a ServiceError built from the status and the `{ error }` body.
 */
export function createHttpServices({
  baseUrl,
  fetch: fetchImpl,
  headers,
  timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
}: HttpServicesOptions): Services {
  const doFetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    answer: z.ZodType<T>,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const timedOut = () => timeout.aborted && !options?.signal?.aborted;
    const timeoutError = () =>
      new ServiceError({ kind: 'network', code: 'timeout', message: `no answer within ${timeoutMs} ms` });
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(options?.locale ? { 'Accept-Language': options.locale } : {}),
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal,
      });
    } catch (error) {
      if (timedOut()) throw timeoutError();
      // A deliberate abort is not a failure the visitor should see.
      if (options?.signal?.aborted) throw error;
      // The cause may name the host, never the payload.
      throw new ServiceError({
        kind: 'network',
        message: error instanceof Error ? error.message : 'fetch failed',
      });
    }
    let json: unknown;
    try {
      json = await readJson(response);
    } catch (error) {
      // The body stopped arriving: the time-out or the caller's abort.
      if (timedOut()) throw timeoutError();
      throw error;
    }
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(json);
      throw errorFromAnswer(
        response.status,
        parsed.success ? parsed.data : undefined,
        response.headers.get('Retry-After'),
      );
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success)
      throw new ServiceError({
        kind: 'invalid-response',
        status: response.status,
        message: `unexpected answer from ${method} ${new URL(url, 'http://x').pathname}`,
      });
    return parsed.data;
  }

  const post = <T>(path: string, answer: z.ZodType<T>, body: unknown, options?: CallOptions) =>
    call('POST', joinUrl(baseUrl, path), answer, body, options);

  return {
    reviews: {
      list: (query, options) => {
        // Reject like every other failure (the block shows its error state), never throw.
        if (!reviewQuerySchema.safeParse(query).success)
          return Promise.reject(
            new ServiceError({ kind: 'validation', code: 'invalid-query', message: 'invalid review query' }),
          );
        return call(
          'GET',
          joinUrl(baseUrl, apiRoutes.listReviews.path, reviewSearchParams(query)),
          apiRoutes.listReviews.answer,
          undefined,
          options,
        );
      },
      create: (submission, options) =>
        post(apiRoutes.createReview.path, apiRoutes.createReview.answer, submission, options),
    },
    newsletter: {
      subscribe: (subscription, options) =>
        post(apiRoutes.subscribeNewsletter.path, apiRoutes.subscribeNewsletter.answer, subscription, options),
      unsubscribe: (unsubscription, options) =>
        post(
          apiRoutes.unsubscribeNewsletter.path,
          apiRoutes.unsubscribeNewsletter.answer,
          unsubscription,
          options,
        ),
    },
    request: {
      send: (request, options) =>
        post(apiRoutes.sendRequest.path, apiRoutes.sendRequest.answer, request, options),
    },
    forms: {
      submit: (formId, submission, options) => {
        // A formId outside the pattern could leave the path (../); the content schema prevents it.
        if (!formIdSchema.safeParse(formId).success)
          return Promise.reject(
            new ServiceError({ kind: 'not-found', code: 'invalid-form-id', message: 'invalid formId' }),
          );
        return post(
          apiRoutes.submitForm.path.replace(':formId', formId),
          apiRoutes.submitForm.answer,
          submission,
          options,
        );
      },
    },
  };
}
