// One public face per feature (README "Layout"): code outside `core/app/src/features/<name>/`
// imports that feature only through its `index.ts`. A deep import (`../catalogue/components/x`)
// ties two features' internals together, which is how compare and product came to import each
// other. The rule resolves relative paths, so `../components/x` inside one feature stays allowed.
import { dirname, relative, resolve, sep } from 'node:path';

/** `<feature>` and the path inside it, or undefined when `file` is not inside a feature folder. */
function placeInFeatures(featuresDir, file) {
  const rest = relative(featuresDir, file);
  if (rest.startsWith('..') || rest === '') return undefined;
  const [feature, ...inner] = rest.split(sep);
  return inner.length === 0 ? undefined : { feature, inner: inner.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const noDeepFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: "refuses imports of another feature's internals; use its index.ts" },
    messages: {
      deep: "'{{spec}}' reaches into feature '{{feature}}'; import it from the feature's index.ts ('{{entry}}'), and export there what other features need.",
    },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } }, required: ['featuresDir'], additionalProperties: false }],
  },
  create(context) {
    const { featuresDir } = context.options[0];
    const file = context.filename;
    const from = placeInFeatures(featuresDir, file);
    const check = (node, source) => {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = placeInFeatures(featuresDir, resolve(dirname(file), spec));
      if (!to || to.feature === from?.feature) return;
      if (to.inner === 'index' || to.inner === 'index.ts' || to.inner === 'index.tsx') return;
      let entry = relative(dirname(file), resolve(featuresDir, to.feature)).split(sep).join('/');
      if (!entry.startsWith('.')) entry = `./${entry}`;
      context.report({ node: source, messageId: 'deep', data: { spec, feature: to.feature, entry } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : undefined),
    };
  },
};

/** The flat-config block: every file of the buyer app, features resolved under `root`. */
export function featureImportsRule(root) {
  return {
    files: ['core/app/src/**/*.{ts,tsx}'],
    plugins: { 'mall-features': { rules: { 'no-deep-import': noDeepFeatureImport } } },
    rules: { 'mall-features/no-deep-import': ['error', { featuresDir: resolve(root, 'core/app/src/features') }] },
  };
}
