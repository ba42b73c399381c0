import { defaultAppConfig } from './platform/app-config';
import { startEarlySession } from './platform/session/early-session';

// The session's first calls leave now, while the app's code (index.html preloads all of it,
// see vite-preload-boot.ts) downloads and evaluates; the session store takes their answers over.
startEarlySession(defaultAppConfig, window.location);
void import('./boot').then(({ boot }) => boot(defaultAppConfig));
