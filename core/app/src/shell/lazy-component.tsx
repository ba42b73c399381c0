import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is its own chunk, fetched when it is first rendered (React.lazy):
 * what a feature contributes to a slot or binds to a token stays out of the app's entry.
 * `fallback` shows while the chunk loads (nothing by default: slots fill in a moment later).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

/**
 * A dialog, drawer or panel fetched on its first opening: nothing is loaded (or rendered)
 * until `open` is first true, so a page that never opens it never downloads it. Once opened it
 * stays mounted, as it was before it was lazy, so its closing animation plays.
 */
export function lazyWhenOpen<P extends { readonly open?: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazyComponent(load);
  function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    return opened || props.open ? <Loaded {...props} /> : null;
  }
  return LazyWhenOpen;
}
