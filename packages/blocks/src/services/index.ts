// Services: the API contract and HTTP client (from @healthsite/services, re-exported so a site
// needs one import), the in-memory implementation, and the React context the blocks read them from.
export * from '@healthsite/services/contract';
export * from '@healthsite/services/client';
export {
  createInMemoryServices,
  createUnavailableServices,
  type InMemoryServices,
  type InMemoryServicesOptions,
  type InMemoryControl,
  type InMemoryCall,
  type InMemoryFailure,
} from './inMemory';
export { ServicesProvider, useServices, type ServicesProviderProps } from './context';
export { InMemoryServicesProvider, type InMemoryServicesProviderProps } from './InMemoryServicesProvider';
export * from './forms';
