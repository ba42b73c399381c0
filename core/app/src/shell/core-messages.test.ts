// Core's texts are kept one file per language (`x-messages.en.ts`, `x-messages.zh.ts`) so the mall
// downloads only the language shown; both files of a pair must give the same keys. A count's
// plural forms are the language's own (i18next's `_one`/`_other`: English has two, Chinese one, the
// plain key), so they count as the key they belong to.
const texts = import.meta.glob<Readonly<Record<string, string>>>(['../features/*/*-messages.{en,zh}.ts', './messages.{en,zh}.ts'], { eager: true, import: 'default' });

const pairs = Object.keys(texts).filter((path) => path.endsWith('.en.ts'));

it('finds the pairs', () => {
  expect(pairs.length).toBeGreaterThan(25);
  expect(pairs).toContain('./messages.en.ts');
});

const keysOf = (messages: Readonly<Record<string, string>>) => [...new Set(Object.keys(messages).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

it.each(pairs)('%s and its zh file give the same keys', (en) => {
  const zh = texts[en.replace(/\.en\.ts$/, '.zh.ts')];
  expect(zh).toBeDefined();
  expect(keysOf(zh!)).toEqual(keysOf(texts[en]!));
});
