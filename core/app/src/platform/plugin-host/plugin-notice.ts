/**
 * Why a plugin is not active, shown to the buyer as a non-blocking notice and logged; or, for
 * `messages-incomplete`, translation keys it gives in one locale only, logged for its authors.
 */
export interface PluginNotice {
  readonly pluginId: string;
  readonly kind: 'load-failed' | 'incompatible' | 'register-failed' | 'slot-failed' | 'messages-incomplete';
  readonly message: string;
}
