// The site's services for the blocks that talk to a server (reviews, newsletter, request and
// generic forms), over the HTTP API documented in @healthsite/blocks (services/api.ts).
// The HTTP client validates answers with zod, so it loads on the first call: pages without such
// a block never download it.
import type { Services } from '@healthsite/blocks';

let http: Promise<Services> | undefined;
const load = () =>
  (http ??= import('@healthsite/blocks').then(({ createHttpServices }) =>
    createHttpServices({ baseUrl: '/' }),
  ));

export const siteServices: Services = {
  reviews: {
    list: (query, options) => load().then((s) => s.reviews.list(query, options)),
    create: (submission, options) => load().then((s) => s.reviews.create(submission, options)),
  },
  newsletter: {
    subscribe: (subscription, options) => load().then((s) => s.newsletter.subscribe(subscription, options)),
    unsubscribe: (unsubscription, options) =>
      load().then((s) => s.newsletter.unsubscribe(unsubscription, options)),
  },
  request: {
    send: (request, options) => load().then((s) => s.request.send(request, options)),
  },
  forms: {
    submit: (formId, submission, options) => load().then((s) => s.forms.submit(formId, submission, options)),
  },
};
