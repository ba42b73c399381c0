export { corePlugin } from './core-plugin';
export { coreSettings } from './core-settings';
export { myMallMenuEntries, visibleMenuEntries } from './my-mall-menu';
