import type { Container } from 'inversify';
import type { RebindRecord } from '../platform/plugin-host';

/**
 * Points each service token a plugin rebound at the plugin's factory. The factory resolves
 * other services lazily through the container, so it may use the HTTP client and friends.
 */
export function applyRebinds(container: Container, rebinds: readonly RebindRecord[]): void {
  for (const record of rebinds) {
    const binding = container.isBound(record.token.id) ? container.rebind(record.token.id) : container.bind(record.token.id);
    binding.toDynamicValue(() => record.factory({ get: (token) => container.get(token.id) })).inSingletonScope();
  }
}
