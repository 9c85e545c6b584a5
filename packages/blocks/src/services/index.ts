// Services: the HTTP API of the blocks that talk to a server (./api.ts is the contract), its HTTP
// and in-memory implementations, and the React context the blocks read them from.
export * from './api';
export * from './errors';
export type { Services, CallOptions } from './services';
export { createHttpServices, type HttpServicesOptions } from './http';
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
