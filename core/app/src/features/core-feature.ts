import type { PluginContext } from '@mall/sdk';
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
