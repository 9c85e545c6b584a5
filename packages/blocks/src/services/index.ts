// Services: the API contract and HTTP client (from @healthsite/services, re-exported so a site
// needs one import), the in-memory implementation, and the React context the blocks read them from.
// The client's names are listed: with two external modules behind `export *`, the declaration
// bundler could not tell where a name comes from (and said so for every name, on every build).
export * from '@healthsite/services/contract';
export {
  DEFAULT_REQUEST_TIMEOUT_MS,
  ServiceError,
  createHttpServices,
  errorFromAnswer,
  isServiceError,
  kindForStatus,
  serviceErrorKinds,
  toServiceError,
  type HttpServicesOptions,
  type ServiceErrorInit,
  type ServiceErrorKind,
} from '@healthsite/services/client';
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
