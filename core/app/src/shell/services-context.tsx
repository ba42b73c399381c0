import { MallServicesContext, type ServiceResolver, type ServiceToken } from '@mall/sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { TYPES } from '../platform/tokens';

const ContainerContext = createContext<Container | undefined>(undefined);

/**
 * The container for core's components, the same services for plugins' `useMallService`, and the
 * container's QueryClient: the one place server state is provided, for the app and tests alike.
 */
export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  const services = useMemo<ServiceResolver>(() => ({ get: (token) => container.get(token.id) }), [container]);
  return (
    <ContainerContext.Provider value={container}>
      <MallServicesContext.Provider value={services}>
        <QueryClientProvider client={container.get<QueryClient>(TYPES.QueryClient)}>{children}</QueryClientProvider>
      </MallServicesContext.Provider>
    </ContainerContext.Provider>
  );
}

/** A service from the container by token: a platform symbol or an SDK service token. */
export function useService<T>(token: symbol | ServiceToken<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a <ServicesProvider> above it');
  return container.get<T>(typeof token === 'symbol' ? token : token.id);
}
