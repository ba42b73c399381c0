import 'reflect-metadata/lite';
import { configure } from 'mobx';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { tenantRegistry } from './generated/tenant-registry';
import type { AppConfig } from './platform/app-config';
import { createMallContainer } from './shell/create-container';
import { MallApp, opensPublicPage, startMall } from './shell/mall-app';

/** The app itself, loaded by main.tsx after the session's first calls are on their way. */
export function boot(appConfig: AppConfig): void {
  if (import.meta.env.DEV) configure({ enforceActions: 'always' });
  const container = createMallContainer(appConfig);
  const publicPage = opensPublicPage();
  // In a task of its own: registering core's features is no small work, and joined to this
  // chunk's evaluation it made one longer task (Lighthouse's mobile TBT).
  const started = new Promise((next) => setTimeout(next)).then(() => startMall(container, tenantRegistry, publicPage));
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser: the first render is no long task
  // (Lighthouse's mobile TBT), and a click or a key during it is answered first.
  startTransition(() =>
    root.render(
      <StrictMode>
        <MallApp container={container} started={started} publicPage={publicPage} />
      </StrictMode>,
    ),
  );
}
