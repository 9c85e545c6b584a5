import { useState, type ReactNode } from 'react';
import { ServicesProvider } from './context';
import { createInMemoryServices, type InMemoryServicesOptions } from './inMemory';

export interface InMemoryServicesProviderProps extends InMemoryServicesOptions {
  children?: ReactNode;
}

/** In-memory services for the blocks below (Storybook, tests): created once per mount. */
export function InMemoryServicesProvider({ children, ...options }: InMemoryServicesProviderProps) {
  const [services] = useState(() => createInMemoryServices(options));
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}
