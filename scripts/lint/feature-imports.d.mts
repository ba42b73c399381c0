import type { Linter, Rule } from 'eslint';

/** Refuses imports of another feature's internals from anywhere in the buyer app. */
export declare const noDeepFeatureImport: Rule.RuleModule;
/** The flat-config block applying it to `core/app/src` under `root`. */
export declare function featureImportsRule(root: string): Linter.Config;
