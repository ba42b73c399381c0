import { messages, type PluginContext } from '@mall/sdk';
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

/**
 * Contributes a feature's messages in both locales under the ids `core.messages.<name>.en` and
 * `core.messages.<name>.zh`, the ids a tenant replaces or disables them by.
 */
export function contributeMessages(ctx: PluginContext, name: string, en: Readonly<Record<string, string>>, zh: Readonly<Record<string, string>>): void {
  ctx.contribute(messages, { id: `core.messages.${name}.en`, locale: 'en_US', messages: en }, { id: `core.messages.${name}.zh`, locale: 'zh_CN', messages: zh });
}
