/**
 * The version of the SDK contract the running mall implements. A plugin's `sdk` range is
 * checked against it before the plugin registers.
 * @public
 */
export const SDK_VERSION = '1.0.0';
