import { createContext, useContext, type ReactNode } from 'react';
import { createUnavailableServices } from './unavailable';
import type { Services } from '@healthsite/services/contract';

// Without a provider every call fails with `unavailable`: the blocks show their error state
// instead of crashing the page.
const ServicesContext = createContext<Services>(createUnavailableServices());

export interface ServicesProviderProps {
  services: Services;
  children?: ReactNode;
}

/** Gives the blocks below it their services (the app: HTTP; Storybook and tests: in memory). */
export function ServicesProvider({ services, children }: ServicesProviderProps) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services from the nearest ServicesProvider. */
export function useServices(): Services {
  return useContext(ServicesContext);
}
