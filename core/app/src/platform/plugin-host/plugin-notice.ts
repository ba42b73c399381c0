/** Why a plugin is not active; shown to the buyer as a non-blocking notice and logged. */
export interface PluginNotice {
  readonly pluginId: string;
  readonly kind: 'load-failed' | 'incompatible' | 'register-failed' | 'slot-failed';
  readonly message: string;
}
