export { mountPlugin } from './mount-plugin';
export type { MountOptions, MountedPlugin } from './mount-plugin';
