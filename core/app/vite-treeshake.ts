import type { TreeshakingOptions } from 'rolldown';

/**
 * How the app build tree-shakes, and so how the start's and the landing pages' chunks find what
 * a module needs when bundled alone (vite-start-chunk.ts `modulesOf`): both must agree, or a
 * landing chunk holds code the app build would have left out.
 *
 * antd's rc-component packages declare no `sideEffects`, so a module they hold was kept whole once
 * anything imported from it: the form package's index attaches Field, List and useForm to the
 * form at load, and the start carried the whole form engine and its validator (13.5 kB gzip) for
 * the FormProvider that ConfigProvider renders. Their modules do nothing at load but define
 * things (none is imported for effect), so declare it.
 */
export const TREESHAKE: TreeshakingOptions = { moduleSideEffects: [{ test: /node_modules\/@rc-component\//, sideEffects: false }] };
