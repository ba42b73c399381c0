import { useState, type ReactNode } from 'react';
import { MallProviders } from './mall-providers';
import { createStageMall, type StageMallOptions } from './stage-mall';

/** Renders core components and plugin slots inside a started mall built from `host`. */
export function MallStage({ path, children, ...options }: StageMallOptions & { path?: string; children: ReactNode }) {
  // One mall per mounted stage: a re-render must not rebuild the container under the children.
  const [mall] = useState(() => createStageMall(options));
  return (
    <MallProviders container={mall.container} i18n={mall.i18n} runtime={mall.runtime} path={path}>
      {children}
    </MallProviders>
  );
}
