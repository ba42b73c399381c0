import { messages, type MessagesLoaderContribution, type PluginContext } from '@mall/sdk';
import type { ContainerModule } from 'inversify';

/**
 * A vertical slice of the app (`features/<name>/`): its services and stores as a container
 * module, and what it contributes to the extension points (routes, menus, rules, messages).
 */
export interface CoreFeature {
  readonly name: string;
  /** Binds the feature's API service and MobX store; loaded into every mall container. */
  readonly module?: ContainerModule;
  readonly contribute: (ctx: PluginContext) => void;
}

/** A feature's texts of one locale: given at once, or loaded (`() => import('./x-messages.zh')`) when the locale is first shown. */
export type FeatureMessages = Readonly<Record<string, string>> | MessagesLoaderContribution['load'];

/**
 * Contributes a feature's messages in both locales under the ids `core.messages.<name>.en` and
 * `core.messages.<name>.zh`, the ids a tenant replaces or disables them by. Loaders keep each
 * language's texts out of the first download until that language is shown.
 */
export function contributeMessages(ctx: PluginContext, name: string, en: FeatureMessages, zh: FeatureMessages): void {
  const of = (texts: FeatureMessages) => (typeof texts === 'function' ? { load: texts } : { messages: texts });
  ctx.contribute(messages, { id: `core.messages.${name}.en`, locale: 'en_US', ...of(en) }, { id: `core.messages.${name}.zh`, locale: 'zh_CN', ...of(zh) });
}
