import type { MessageRef } from '@mall/sdk';
import { catalogueLocales, messageText, type LocaleMessages } from './message-text';

/** A message in every locale of the mall, one line each, tagged with its locale. */
export function BilingualText({ catalogue, message }: { catalogue: LocaleMessages; message: MessageRef }) {
  return (
    <span data-message-key={message.key}>
      {catalogueLocales.map((locale) => (
        <span key={locale} style={{ display: 'block' }}>
          <small style={{ opacity: 0.6 }}>{locale}</small> {messageText(catalogue[locale], message)}
        </span>
      ))}
    </span>
  );
}
