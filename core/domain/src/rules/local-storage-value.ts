import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';

const STORABLE = new Set(['object', 'number', 'boolean', 'string']);

/** Local storage takes objects, numbers, booleans and strings only. */
export function checkLocalStorageValue(value: unknown): DomainMessage | undefined {
  return STORABLE.has(typeof value) && value !== null ? undefined : message('storage.unsuitable-type');
}
