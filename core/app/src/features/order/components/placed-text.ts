import type { TFunction } from 'i18next';
import type { PlacedMessage } from '../order-page-store';

/** A placed message in the buyer's language: a key is translated, a server text shown as is. */
export function placedText(t: TFunction, message: PlacedMessage | undefined): string | undefined {
  if (!message) return undefined;
  return 'text' in message ? message.text : t(message.key, message.params);
}

/** Form.Item props showing a placed message next to its field. */
export function fieldStatus(t: TFunction, message: PlacedMessage | undefined) {
  const text = placedText(t, message);
  return text ? { validateStatus: 'error' as const, help: text } : {};
}
