import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderWithMall, type RenderWithMallOptions } from '../../../test-support/render-with-mall';

/** Mounts its children one task later, after the test has scripted the fake server. */
function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <>{children}</> : null;
}

/**
 * `renderWithMall` for components that call the server as they mount: `script` answers the
 * calls before the component's first request goes out.
 */
export function renderScripted(ui: ReactElement, script: (fake: FakeFetch) => void, options: RenderWithMallOptions = {}) {
  const mall = renderWithMall(<Later>{ui}</Later>, options);
  script(mall.fake);
  return mall;
}
