import type { useAppProps } from 'antd/es/app/context';

/** What `App.useApp()` hands out: message, notification and modal instances. */
export type AppFeedback = useAppProps;

/**
 * Stand-ins for antd's message, notification and modal instances while their chunk loads: a
 * call is replayed on the real instance once it arrives. What a call returns behaves like the
 * real return value: a message's close function and promise, a modal's `destroy`, `update`
 * and promise. `wanted` is told of every call made before then (the chunk is fetched later).
 */
export function deferredFeedback(ready: Promise<AppFeedback>, wanted: () => void = () => undefined): AppFeedback {
  const stand = (part: keyof AppFeedback) =>
    new Proxy(
      {},
      {
        get: (_target, method: string) =>
          (...args: unknown[]) => {
            wanted();
            let made: unknown;
            const call = ready.then((api) => {
              made = (api[part] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
            });
            const real = () => made as { destroy?: () => void; update?: (c: unknown) => void } & ((...a: unknown[]) => unknown);
            return Object.assign((...a: unknown[]) => void call.then(() => (typeof real() === 'function' ? real()(...a) : undefined)), {
              destroy: () => void call.then(() => real()?.destroy?.()),
              update: (config: unknown) => void call.then(() => real()?.update?.(config)),
              then: (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) => call.then(() => made).then(ok, fail),
            });
          },
      },
    );
  return { message: stand('message'), notification: stand('notification'), modal: stand('modal') } as unknown as AppFeedback;
}
