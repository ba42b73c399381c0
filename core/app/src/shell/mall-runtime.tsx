import type { MallContext, UserConfig, UserInfo } from '@mall/sdk';
import { createContext, useContext, type ReactNode } from 'react';
import type { PluginHost } from '../platform/plugin-host';

/** What the shell reads from the session; the session store provides more. */
export interface SessionView {
  readonly user?: UserInfo;
  readonly config?: UserConfig;
  logout(): Promise<void>;
}

/** The started mall: its plugin host and the context rules and predicates see. */
export interface MallRuntime {
  readonly host: PluginHost;
  readonly session: SessionView;
  /** Built on demand so it reflects the current session, settings and permissions. */
  mallContext(): MallContext;
}

const RuntimeContext = createContext<MallRuntime | undefined>(undefined);

export function MallRuntimeProvider({ runtime, children }: { runtime: MallRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useMallRuntime(): MallRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useMallRuntime needs a <MallRuntimeProvider> above it');
  return runtime;
}
