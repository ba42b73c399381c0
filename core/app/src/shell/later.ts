import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * When the code a first page does not show is fetched anyway: after the page's own code, data and
 * pictures on a slow mobile connection (issue 20).
 */
export const LATER_MS = 3000;

/**
 * For code the first page does not show (antd's message and modal hooks, the search box's
 * suggestions): due `ms` after mount, or at once when `bringForward` is called because the buyer
 * reaches for it. Fetched beside the first page's own code and data, their 57 KiB took the
 * network and the main thread from them (Lighthouse mobile LCP 4.0-4.1 s, 3.5-3.7 s without).
 * It turns due in a transition, so a Suspense boundary around what it brings keeps showing what
 * it showed (the plain search box, with the buyer's focus and text) until the code has come.
 */
export function useLater(ms = LATER_MS): readonly [due: boolean, bringForward: () => void] {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return undefined;
    const timer = setTimeout(() => startTransition(() => setDue(true)), ms);
    return () => clearTimeout(timer);
  }, [due, ms]);
  const bringForward = useCallback(() => startTransition(() => setDue(true)), []);
  return [due, bringForward] as const;
}
