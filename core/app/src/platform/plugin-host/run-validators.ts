import { msg, type Contribution, type ExtensionPoint, type ValidationOutcome } from '@mall/sdk';
import type { PluginHost } from './plugin-host';

/** A contribution of an aggregate validator point (`order.submit-validators`, `receipt.submit-validators`). */
interface Validator<I, C> extends Contribution {
  readonly validate: (input: I, ctx: C) => readonly ValidationOutcome[] | Promise<readonly ValidationOutcome[]>;
}

/**
 * Runs every effective contribution of an aggregate validator point (core's and the tenant's,
 * minus the disabled ones), awaiting the asynchronous ones, and stamps each outcome with the rule
 * and plugin that spoke. A validator that throws blocks with `failedKey` naming its rule, rather
 * than letting the write through unchecked.
 */
export async function runValidators<I, C>(
  host: Pick<PluginHost, 'get' | 'explain'>,
  point: ExtensionPoint<Validator<I, C>>,
  input: I,
  ctx: C,
  failedKey: string,
): Promise<ValidationOutcome[]> {
  const sources = host.explain(point.id);
  const results = await Promise.all(
    host.get(point).map(async (validator) => {
      const pluginId = sources.find((s) => s.id === validator.id)?.pluginId ?? 'unknown';
      try {
        return (await validator.validate(input, ctx)).map((o) => ({ ...o, ruleId: validator.id, pluginId }));
      } catch {
        return [{ level: 'error', message: msg(failedKey, { rule: validator.id }), target: { kind: 'submit' }, ruleId: validator.id, pluginId } satisfies ValidationOutcome];
      }
    }),
  );
  return results.flat();
}
