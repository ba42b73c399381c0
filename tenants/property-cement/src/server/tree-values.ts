import type { ServerLookupValue } from '@mall/sdk/server';

/** A node of a tree-shaped value set: code, both languages, and its children (none for a leaf). */
export interface TreeNode {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly children?: readonly TreeNode[];
}

/**
 * Flattens a tree into lookup values, parents before their children. Each value names its
 * parent (`parentValue`) and carries `levelNum` (1 for the roots) and `leafFlag` (1 for a node
 * without children) as data columns, so a picker can tell which nodes may be chosen without
 * loading the whole tree, and `lovs/data?leafFlag=1` lists only the choosable ones.
 * `extra(node)` adds the value set's own columns (its code and name fields).
 */
export function treeValues(
  roots: readonly TreeNode[],
  extra: (node: TreeNode) => Readonly<Record<string, unknown>> = () => ({}),
): ServerLookupValue[] {
  const out: ServerLookupValue[] = [];
  const walk = (nodes: readonly TreeNode[], parent: TreeNode | undefined, level: number) => {
    for (const node of nodes) {
      const leaf = !node.children?.length;
      out.push({
        value: node.code,
        meaningZh: node.zh,
        meaningEn: node.en,
        ...(parent ? { parentValue: parent.code } : {}),
        data: { ...extra(node), levelNum: level, leafFlag: leaf ? 1 : 0 },
      });
      if (!leaf) walk(node.children!, node, level + 1);
    }
  };
  walk(roots, undefined, 1);
  return out;
}
