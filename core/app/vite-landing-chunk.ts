import { dirname } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { modulesOf, START_PRIORITY } from './vite-start-chunk';

export interface LandingPage {
  /** The page's module (the one its route imports lazily). */
  readonly module: string;
  /** Names its two chunks: `<name>-page` and `<name>-ui`. */
  readonly name: string;
}

/**
 * The pages buyers land on (home, after signing in) in two chunks each instead of about 30
 * (issue 20). Left to the automatic splitting, what a page needs beyond the start is cut into
 * one chunk per antd component and helper (Card, Tabs, Row, Skeleton, useBreakpoint... each with
 * its stylesheet), and over HTTP/1.1 the browser fetches six at a time, one round trip each:
 * under Lighthouse's mobile network that put about 0.6 s on the home's largest paint. For each
 * page, in the order given, below the start's groups:
 * - `<name>-page`: the page's own modules (its feature folder), so no other page downloads them;
 * - `<name>-ui`: what else it needs (the UI library's components, other features' helpers). Other
 *   pages that use any of it load it too, which costs them the few components they do not use and
 *   saves them the same round trips.
 * A module the start or an earlier page's group holds stays there.
 */
export function landingChunks(pages: readonly LandingPage[]): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const needs = new Map<string, Set<string>>();
  const groups = pages.flatMap(({ module, name }, index): CodeSplittingGroup[] => {
    const own = `${dirname(dirname(module))}/`;
    const pageNeeds = (id: string) => needs.get(module)?.has(id) === true;
    // Below the start's groups, each page below the ones before it (a higher priority wins).
    const priority = START_PRIORITY - 2 * index;
    return [
      { name: `${name}-page`, priority, test: (id) => pageNeeds(id) && id.startsWith(own), includeDependenciesRecursively: false },
      { name: `${name}-ui`, priority: priority - 1, test: (id) => pageNeeds(id) && !id.startsWith(own), includeDependenciesRecursively: false },
    ];
  });
  const plugin: Plugin = {
    name: 'mall-landing-chunks',
    apply: 'build',
    async buildStart() {
      for (const { module } of pages) needs.set(module, await modulesOf(module));
    },
  };
  return { plugin, groups };
}
