// The browser side of the services: the HTTP client the blocks use, and its error type.
export * from './errors';
export { createHttpServices, DEFAULT_REQUEST_TIMEOUT_MS, type HttpServicesOptions } from './http';
