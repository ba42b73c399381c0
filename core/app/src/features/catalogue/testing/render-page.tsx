import { useEffect, useState, type ReactElement } from 'react';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderWithMall, type RenderWithMallOptions } from '../../../test-support/render-with-mall';

/** Mounts its child one task later, so the fake server is scripted before the page's first call. */
function MountLater({ children }: { children: ReactElement }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}

/**
 * `renderWithMall` for pages that call the server as they mount: `script` answers the calls
 * before the page exists.
 */
export function renderPage(ui: ReactElement, options: RenderWithMallOptions, script: (fake: FakeFetch) => void) {
  const mall = renderWithMall(<MountLater>{ui}</MountLater>, options);
  script(mall.fake);
  return mall;
}
