import { Container } from 'inversify';
import { coreFeatures } from '../features';
import { defaultAppConfig, type AppConfig } from '../platform/app-config';
import { feedbackModule } from '../platform/feedback';
import { httpModule } from '../platform/http';
import { i18nModule } from '../platform/i18n';
import { permissionsModule } from '../platform/permissions';
import { PluginHost } from '../platform/plugin-host';
import { queryModule } from '../platform/query';
import { sessionModule } from '../platform/session';
import { TYPES } from '../platform/tokens';

/** One container per mounted mall: no module-level singletons, so tests and stories stay apart. */
export function createMallContainer(appConfig: AppConfig = defaultAppConfig, host: PluginHost = new PluginHost()): Container {
  const container = new Container();
  container.bind(TYPES.AppConfig).toConstantValue(appConfig);
  container.bind(TYPES.PluginHost).toConstantValue(host);
  container.load(feedbackModule, httpModule, queryModule, sessionModule, permissionsModule, i18nModule);
  for (const feature of coreFeatures) if (feature.module) container.load(feature.module);
  return container;
}
