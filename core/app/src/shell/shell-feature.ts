import { messages, routes, type RouteContribution } from '@mall/sdk';
import type { CoreFeature } from '../features/core-feature';
import { pluginServicesModule } from './plugin-services';

const myMall = () => import('./pages/my-mall-page');
const exception = () => import('./pages/exception-page');

const shellRoutes: RouteContribution[] = [
  { id: '/pub', path: '/pub', layout: 'pub', load: () => import('./pages/pub-home-page') },
  { id: '/pub/forbidden', path: '/pub/forbidden', layout: 'pub', load: () => import('../platform/session/forbidden-page') },
  { id: '/exception', path: '/exception', layout: 'main', load: exception },
  { id: '/exception/501', path: '/exception/501', layout: 'main', load: exception },
  { id: '/refresh', path: '/refresh', layout: 'main', load: () => import('./pages/refresh-page') },
  { id: '/my-mall', path: '/my-mall', layout: 'main', load: myMall, titleKey: 'shell.my-mall' },
  { id: '/sigl/my-mall', path: '/sigl/my-mall', layout: 'sigl', load: myMall, titleKey: 'shell.my-mall' },
];

/** The shell's pages and texts, contributed like any feature's; and the services it offers plugins (translation, notifications, navigation). */
export const shellFeature: CoreFeature = {
  name: 'shell',
  module: pluginServicesModule,
  contribute(ctx) {
    ctx.contribute(routes, ...shellRoutes);
    ctx.contribute(messages, { id: 'core.messages.shell.zh', locale: 'zh_CN', load: () => import('./messages.zh') }, { id: 'core.messages.shell.en', locale: 'en_US', load: () => import('./messages.en') });
  },
};
