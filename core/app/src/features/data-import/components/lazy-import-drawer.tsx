import { lazy, Suspense } from 'react';
import type { ImportDrawerProps } from './import-drawer';

const Drawer = lazy(async () => ({ default: (await import('./import-drawer')).ImportDrawer }));

/** The import drawer loaded on first open, so the cart's entry chunk does not carry it. */
export function LazyImportDrawer(props: ImportDrawerProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
