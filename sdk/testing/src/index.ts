export { mountPlugin } from './mount-plugin';
export type { MountOptions, MountedPlugin } from './mount-plugin';
export { startServer } from './server-under-test';
export type { ServerAnswer, ServerCaller, ServerUnderTest } from './server-under-test';
