import type { MessageRef } from '@mall/sdk';
import type { TFunction } from 'i18next';

/**
 * Translates a field finding. The SDK's messages carry the field's label *key* as `label`, so
 * the label is translated first and placed into the message.
 */
export function translateFieldMessage(t: TFunction, message: MessageRef): string {
  const params: Record<string, string | number> = { ...message.params };
  if (typeof params.label === 'string') params.label = t(params.label);
  return t(message.key, params);
}
