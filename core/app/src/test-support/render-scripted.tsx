import type { ReactElement } from 'react';
import type { FakeFetch } from '../platform/http/fake-fetch';
import { renderWithMall, type RenderWithMallOptions } from './render-with-mall';

/** `renderWithMall` with the fake server scripted before the component's first call. */
export function renderScripted(ui: ReactElement, script: (fake: FakeFetch) => void, options: RenderWithMallOptions = {}) {
  return renderWithMall(ui, { ...options, script });
}
