// One build preset for every package: ESM + d.ts, externals left to the consumer.
// A package's tsup.config.ts is `export default preset()` or `preset({ entry: [...] })`.
import { defineConfig, type Options } from 'tsup';

export function preset(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    ...overrides,
  });
}
