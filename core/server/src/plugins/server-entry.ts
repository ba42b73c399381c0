import { createRequire } from 'node:module';

// Dependency-free on purpose: core/server/tsup.config.ts imports it to find the entries it builds.
const require = createRequire(import.meta.url);

/**
 * Whether the package is installed and exports `./server`. A tenant code may name a package
 * not written yet (it runs the core mall), and most packages have no server calls.
 */
export function hasServerEntry(packageName: string): boolean {
  try {
    const manifest = require(`${packageName}/package.json`) as { exports?: Record<string, unknown> };
    return typeof manifest.exports === 'object' && manifest.exports !== null && './server' in manifest.exports;
  } catch {
    return false;
  }
}

/** A package's server entry (`<package>/server`) as the built server holds it: `dist/plugins/<package>/server.js`. */
export const builtEntryName = (specifier: string): string => `plugins/${specifier}`;
