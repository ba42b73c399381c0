import type { LookupDialogProps } from '@mall/sdk';
import { lazy, Suspense } from 'react';

// The dialog (table, query form, date pickers) is loaded on first open, not with the entry.
const LookupDialog = lazy(() => import('./lookup-dialog'));

/** What `LookupDialogToken` is bound to: nothing is loaded until a lookup is first opened. */
export function LazyLookupDialog(props: LookupDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LookupDialog {...props} />
    </Suspense>
  );
}
