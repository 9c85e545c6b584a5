import type { z } from 'zod';
import {
  buildFormSubmissionSchema,
  compareReviews,
  contactRequestSchema,
  formSubmissionSchema,
  newsletterSubscriptionSchema,
  newsletterUnsubscriptionSchema,
  reviewQuerySchema,
  reviewSchema,
  reviewSubmissionSchema,
  type FormDefinitionInput,
  type Review,
} from '@healthsite/services/contract';
import { ServiceError, type ServiceErrorInit, type ServiceErrorKind } from '@healthsite/services/errors';
import type { Services } from '@healthsite/services/contract';

export { createUnavailableServices } from './unavailable';

export type InMemoryFailure = ServiceErrorKind | ServiceErrorInit;

export interface InMemoryServicesOptions {
  /** Published reviews: one list for every product, or lists by product assetId. */
  reviews?: readonly z.input<typeof reviewSchema>[] | Record<string, readonly z.input<typeof reviewSchema>[]>;
  /** Delay of every answer. 0 (default) answers in a microtask: no timer is ever started. */
  latencyMs?: number;
  /** The next call fails with this error (once). */
  failNext?: InMemoryFailure;
  /** Start held: calls stay pending until `control.release()` (for "submitting" and "loading" states). */
  held?: boolean;
  /**
   * What the first calls do, in order: answer (`'ok'`), stay pending for good (`'hold'`, a promise
   * that never settles: no timer), or fail. Calls beyond the script answer. E.g. `['ok', 'hold']`:
   * the first page loads, "load more" stays loading.
   */
  script?: readonly ('ok' | 'hold' | InMemoryFailure)[];
  /** Generic-form definitions by formId; a submission to one of them is validated like the server does. */
  forms?: Record<string, FormDefinitionInput>;
}

/** A recorded call (kept in memory for assertions; never logged). */
export interface InMemoryCall {
  service: string;
  payload: unknown;
}

export interface InMemoryControl {
  /** The next call fails with this error. */
  failNext(failure: InMemoryFailure): void;
  /** Calls from now on stay pending until release(). */
  hold(): void;
  /** Answers every held call and stops holding. */
  release(): void;
  /** Every call made, in order. */
  readonly calls: readonly InMemoryCall[];
}

export type InMemoryServices = Services & { control: InMemoryControl };

const defaultMessages: Record<ServiceErrorKind, string> = {
  validation: 'Some fields are invalid.',
  'not-found': 'Not found.',
  conflict: 'This was already submitted.',
  'rate-limited': 'Too many requests.',
  server: 'Internal server error.',
  network: 'fetch failed',
  'invalid-response': 'unexpected answer',
  unavailable: 'no services provided',
};

const statusOf: Partial<Record<ServiceErrorKind, number>> = {
  validation: 400,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  server: 500,
};

function failureToError(failure: InMemoryFailure): ServiceError {
  const init = typeof failure === 'string' ? { kind: failure } : failure;
  // Failures imitate the server's answers, message included.
  return new ServiceError({
    status: statusOf[init.kind],
    message: defaultMessages[init.kind],
    fromServer: true,
    ...init,
  });
}

/** Validates like the server: 400 with the failing fields (first message per top-level field). */
function validate<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new ServiceError({
    kind: 'validation',
    status: 400,
    code: 'validation',
    message: defaultMessages.validation,
    fields,
    fromServer: true,
  });
}

/**
 * The services in memory, for Storybook and tests: the same validation and answers as the server
 * will give, deterministic (no clock, no randomness in what is shown), and controllable (fail the
 * next call, hold calls pending).
 */
export function createInMemoryServices(options: InMemoryServicesOptions = {}): InMemoryServices {
  const { latencyMs = 0 } = options;
  let failure: InMemoryFailure | undefined = options.failNext;
  let holding = options.held ?? false;
  let waiting: (() => void)[] = [];
  const calls: InMemoryCall[] = [];
  let sequence = 0;

  const source = options.reviews ?? [];
  const reviewsOf = (product: string): Review[] => {
    const list = Array.isArray(source) ? source : ((source as Record<string, Review[]>)[product] ?? []);
    return list.map((review) => reviewSchema.parse(review));
  };

  async function answer<T>(service: string, payload: unknown, produce: () => T): Promise<T> {
    const step = options.script?.[calls.length];
    calls.push({ service, payload });
    if (step === 'hold') return new Promise<T>(() => {});
    if (step !== undefined && step !== 'ok') failure = step;
    if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    else await Promise.resolve();
    if (failure !== undefined) {
      const error = failureToError(failure);
      failure = undefined;
      throw error;
    }
    return produce();
  }

  const nextId = (prefix: string) => `${prefix}-${String(++sequence).padStart(4, '0')}`;

  const control: InMemoryControl = {
    failNext(next) {
      failure = next;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve();
    },
    get calls() {
      return calls;
    },
  };

  return {
    control,
    reviews: {
      list: (query) =>
        answer('reviews.list', query, () => {
          const q = validate(reviewQuerySchema, query);
          const all = reviewsOf(q.product).sort(compareReviews(q.sort));
          const offset = q.cursor ? Number.parseInt(q.cursor, 10) || 0 : 0;
          const items = all.slice(offset, offset + q.limit);
          const end = offset + items.length;
          const average = all.length
            ? Math.round((all.reduce((sum, r) => sum + r.rating, 0) / all.length) * 10) / 10
            : null;
          return { items, nextCursor: end < all.length ? String(end) : null, total: all.length, average };
        }),
      create: (submission) =>
        answer('reviews.create', submission, () => {
          // Like the real server: a second review of the same product from the same address is
          // accepted the same way (a 409 would tell anyone who reviewed an eye-care product).
          validate(reviewSubmissionSchema, submission);
          return { id: nextId('review'), status: 'pending' as const };
        }),
    },
    newsletter: {
      subscribe: (subscription) =>
        answer('newsletter.subscribe', subscription, () => {
          validate(newsletterSubscriptionSchema, subscription);
          return { status: 'confirmation-sent' as const };
        }),
      unsubscribe: (unsubscription) =>
        answer('newsletter.unsubscribe', unsubscription, () => {
          validate(newsletterUnsubscriptionSchema, unsubscription);
          return { status: 'link-sent' as const };
        }),
    },
    request: {
      send: (request) =>
        answer('request.send', request, () => {
          validate(contactRequestSchema, request);
          return { id: nextId('request') };
        }),
    },
    forms: {
      submit: (formId, submission) =>
        answer(`forms.submit:${formId}`, submission, () => {
          const definition = options.forms?.[formId];
          validate(definition ? buildFormSubmissionSchema(definition) : formSubmissionSchema, submission);
          return { id: nextId('form') };
        }),
    },
  };
}
