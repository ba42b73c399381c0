import type { ServiceToken } from '@mall/sdk';
import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';

const ContainerContext = createContext<Container | undefined>(undefined);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** A service from the container by token: a platform symbol or an SDK service token. */
export function useService<T>(token: symbol | ServiceToken<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a <ServicesProvider> above it');
  return container.get<T>(typeof token === 'symbol' ? token : token.id);
}
