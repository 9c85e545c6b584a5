// The API contract of the healthsite services: zod schemas, types and routes. No React, no I/O:
// the browser validates with these before sending, the server on arrival.
export * from './api';
export type { Services, CallOptions } from './services';
