import type { Services } from '@healthsite/services/contract';

/**
 * Services for when the app provided none: every call fails with `unavailable`, so the blocks
 * show their error state instead of crashing the page. Kept apart from the in-memory services
 * (which validate with zod) because every page that renders a block needs this default; the error
 * class loads with the first call (the blocks that call services bring it anyway), so it is no part
 * of every page's first load.
 */
export function createUnavailableServices(): Services {
  const fail = async () => {
    const { ServiceError } = await import('@healthsite/services/errors');
    throw new ServiceError({ kind: 'unavailable', message: 'no services provided' });
  };
  return {
    reviews: { list: fail, create: fail },
    newsletter: { subscribe: fail, unsubscribe: fail },
    request: { send: fail },
    forms: { submit: fail },
  };
}
