export { loadServerPlugins, type LoadedServerPlugin } from './load-server-plugins';
export { pluginMigrations } from './plugin-migrations';
export { registerPluginRoutes } from './plugin-routes';
export { pluginSeedPart } from './plugin-seed';
