import type {
  ApiLocale,
  ContactRequest,
  FormSubmission,
  NewsletterSubscribed,
  NewsletterSubscription,
  NewsletterUnsubscribed,
  NewsletterUnsubscription,
  ReviewCreated,
  ReviewPage,
  ReviewQuery,
  ReviewSubmission,
  SubmissionReceived,
} from './api';

/** Per call: the language of the answer's messages, and a signal to give up waiting. */
export interface CallOptions {
  locale?: ApiLocale;
  signal?: AbortSignal;
}

/**
 * The typed service objects the blocks use. Every method resolves with the parsed answer or
 * rejects with a ServiceError; none of them logs what it sends.
 */
export interface Services {
  reviews: {
    list(query: ReviewQuery, options?: CallOptions): Promise<ReviewPage>;
    create(submission: ReviewSubmission, options?: CallOptions): Promise<ReviewCreated>;
  };
  newsletter: {
    subscribe(subscription: NewsletterSubscription, options?: CallOptions): Promise<NewsletterSubscribed>;
    unsubscribe(
      unsubscription: NewsletterUnsubscription,
      options?: CallOptions,
    ): Promise<NewsletterUnsubscribed>;
  };
  request: {
    send(request: ContactRequest, options?: CallOptions): Promise<SubmissionReceived>;
  };
  forms: {
    submit(formId: string, submission: FormSubmission, options?: CallOptions): Promise<SubmissionReceived>;
  };
}
