// `@mall/sdk/server`: the contract of a plugin package's server entry. Kept apart from the
// browser entry so a server entry pulls in no React, antd or MobX.
export { defineServerPlugin, defineServerRoute, ServerCallError } from './server-plugin';
export type {
  JsonSchema,
  ServerCall,
  ServerDb,
  ServerLookupValue,
  ServerMessages,
  ServerMigration,
  ServerPluginDefinition,
  ServerRoute,
  ServerSeedContext,
  ServerSession,
  TypedServerRoute,
} from './server-plugin';
