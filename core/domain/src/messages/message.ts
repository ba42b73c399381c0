import { domainMessage, type DomainMessage } from './domain-message';
import type { DomainMessageKey } from './en-US';

/** A message whose key must be in the domain catalogue, so a typo fails the typecheck. */
export function message(key: DomainMessageKey, params?: Record<string, string | number>): DomainMessage {
  return domainMessage(key, params);
}
