import type { ReactElement } from 'react';
import type { FakeFetch } from '../platform/http/fake-fetch';
import { renderWithMall, type RenderWithMallOptions } from './render-with-mall';

/** `renderWithMall` with the fake server scripted before the page's first call. */
export function renderPage(ui: ReactElement, options: RenderWithMallOptions, script: (fake: FakeFetch) => void) {
  return renderWithMall(ui, { ...options, script });
}
