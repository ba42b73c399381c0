import { lazy, Suspense, type ComponentProps } from 'react';

// antd's Result carries three large SVG pictures (403, 404, 500). Only a refusal or an error
// page shows one, so it is fetched when first shown instead of sitting in every first load.
const Result = lazy(() => import('antd/es/result'));

/** antd's Result (a refusal, a missing page, a server error), loaded on first use. */
export function StatusResult(props: ComponentProps<typeof Result>) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
