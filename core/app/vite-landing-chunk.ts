import { dirname } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { modulesOf } from './vite-start-chunk';

/**
 * The page a buyer lands on after signing in (home) in two chunks instead of about 30 (issue 20).
 * Left to the automatic splitting, what home needs beyond the start is cut into one chunk per
 * antd component and helper (Card, Tabs, Row, Skeleton, useBreakpoint... and their stylesheets),
 * and over HTTP/1.1 the browser fetches six at a time, one round trip each: under Lighthouse's
 * mobile network that put about 0.6 s on the home's largest paint. Two groups, below the start's:
 * - `landing-ui`: what the page needs outside its own folder (the UI library's components, the
 *   catalogue's price and picture). Other pages that use any of it load it too, which costs them
 *   the few components they do not use and saves them the same round trips.
 * - `<page folder>-page`: the page's own modules, so no other page downloads them.
 * A module the start already holds stays in the start (its groups come first).
 */
export function landingChunk(pageModule: string, name: string): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let pageNeeds = new Set<string>();
  const own = `${dirname(dirname(pageModule))}/`;
  const groups: CodeSplittingGroup[] = [
    { name: `${name}-page`, priority: 0, test: (id) => pageNeeds.has(id) && id.startsWith(own), includeDependenciesRecursively: false },
    { name: 'landing-ui', priority: 0, test: (id) => pageNeeds.has(id) && !id.startsWith(own), includeDependenciesRecursively: false },
  ];
  const plugin: Plugin = {
    name: 'mall-landing-chunk',
    apply: 'build',
    async buildStart() {
      pageNeeds = await modulesOf(pageModule);
    },
  };
  return { plugin, groups };
}
