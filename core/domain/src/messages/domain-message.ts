/**
 * A translatable finding of a rule: a key of the domain catalogue (or a tenant's) and the
 * values of its `{placeholders}`. Rules never return sentences, so both locales work and the
 * server can answer in the caller's language.
 */
export type DomainMessage = { key: string; params?: Record<string, string | number> };

/** Builds a message, leaving `params` out when there are none so results compare cleanly. */
export function domainMessage(key: string, params?: Record<string, string | number>): DomainMessage {
  return params ? { key, params } : { key };
}

/**
 * Renders a message with a catalogue; an unknown key renders as the key itself so a missing
 * translation is visible rather than blank.
 */
export function formatDomainMessage(message: DomainMessage, catalogue: Readonly<Record<string, string>>): string {
  const text = catalogue[message.key] ?? message.key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.params?.[name];
    return value === undefined ? whole : String(value);
  });
}
