/**
 * A translatable message: a key from a `messages` contribution (or core's catalogue) and the
 * values for its `{placeholders}`. Rules return these instead of sentences so both locales
 * work.
 * @public
 */
export interface MessageRef {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * Shorthand for a {@link MessageRef}.
 * @public
 */
export function msg(key: string, params?: Record<string, string | number>): MessageRef {
  return params ? { key, params } : { key };
}
