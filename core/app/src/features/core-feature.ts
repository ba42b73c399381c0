import type { PluginContext } from '@mall/sdk';

/** A vertical slice of the app: what it contributes to the extension points. */
export interface CoreFeature {
  readonly name: string;
  readonly contribute: (ctx: PluginContext) => void;
}
