import type { MergeRule } from '@mall/sdk';

/** The merge rules in words, for reviewers who do not read the SDK. */
export const mergeRuleText: Record<MergeRule, string> = {
  ordered:
    'Ordered list: every contribution is kept, sorted by its order number (lower first), then by plugin load order. A plugin adds entries, replaces one by id, or disables one by id.',
  aggregate:
    'Aggregate: every contribution runs and their results are put together in order (all validators run and their outcomes are concatenated; later messages win). A plugin adds, replaces or disables by id.',
  single:
    'Single: exactly one contribution is in effect. Core provides it; a plugin changes it with replace() and a second plain contribution is an error naming both plugins.',
  keyed:
    "Keyed: one contribution per key, where the id is the key (a route's path, a setting's name). A plugin adds a new key, replaces an existing one, or disables it.",
};
