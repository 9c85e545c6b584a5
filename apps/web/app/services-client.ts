// The services the blocks use in the browser: the HTTP client of @healthsite/services, loaded on
// the first call (it brings the contract's zod schemas), so pages without a form or reviews load
// none of it.
import type { Services } from '@healthsite/blocks/render';

let loading: Promise<Services> | undefined;
const load = () =>
  (loading ??= import('@healthsite/services/client').then((client) =>
    client.createHttpServices({ baseUrl: '/' }),
  ));

/** Same-origin services under /api, created once per page load. */
export const lazyHttpServices: Services = {
  reviews: {
    list: async (...args) => (await load()).reviews.list(...args),
    create: async (...args) => (await load()).reviews.create(...args),
  },
  newsletter: {
    subscribe: async (...args) => (await load()).newsletter.subscribe(...args),
    unsubscribe: async (...args) => (await load()).newsletter.unsubscribe(...args),
  },
  request: { send: async (...args) => (await load()).request.send(...args) },
  forms: { submit: async (...args) => (await load()).forms.submit(...args) },
};
