import { treeValues, type TreeNode } from './tree-values';

const tree: TreeNode[] = [
  { code: 'A', zh: '甲', en: 'A', children: [{ code: 'A1', zh: '甲一', en: 'A one', children: [{ code: 'A1a', zh: '甲一子', en: 'A one a' }] }, { code: 'A2', zh: '甲二', en: 'A two' }] },
  { code: 'B', zh: '乙', en: 'B' },
];

describe('treeValues', () => {
  it.each([
    // value, parentValue, levelNum, leafFlag
    ['A', undefined, 1, 0],
    ['A1', 'A', 2, 0],
    ['A1a', 'A1', 3, 1],
    ['A2', 'A', 2, 1],
    ['B', undefined, 1, 1],
  ] as const)('%s: parent %s, level %i, leafFlag %i', (value, parentValue, levelNum, leafFlag) => {
    const found = treeValues(tree).find((v) => v.value === value);
    expect(found?.parentValue).toBe(parentValue);
    expect(found?.data).toEqual({ levelNum, leafFlag });
  });

  it('lists parents before their children and keeps both languages', () => {
    const values = treeValues(tree);
    expect(values.map((v) => v.value)).toEqual(['A', 'A1', 'A1a', 'A2', 'B']);
    expect(values[2]).toMatchObject({ meaningZh: '甲一子', meaningEn: 'A one a' });
  });

  it("adds the value set's own columns without letting them override the tree columns", () => {
    const values = treeValues(tree, (n) => ({ code: n.code, leafFlag: 'ignored' }));
    expect(values[0]!.data).toEqual({ code: 'A', levelNum: 1, leafFlag: 0 });
  });
});
