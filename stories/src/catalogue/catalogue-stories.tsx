import type { Catalogue } from './catalogue-model';
import { useActiveTenant } from './active-tenant';
import { ExtensionPointPage } from './extension-point-page';
import { RebindsPage } from './rebinds-page';
import { SettingsPage } from './settings-page';
import { loadCatalogue } from './load-catalogue';

/** Story loaders: the catalogue of every package this build contains. */
export const catalogueLoaders = [async () => ({ catalogue: await loadCatalogue() })];

/** `loaded` as the catalogue stories receive it. */
export type CatalogueLoaded = { readonly catalogue?: Catalogue };

export function PointStory({ pointId, catalogue }: { pointId: string; catalogue: Catalogue }) {
  return <ExtensionPointPage pointId={pointId} catalogue={catalogue} active={useActiveTenant()} />;
}

export function SettingsStory({ catalogue }: { catalogue: Catalogue }) {
  return <SettingsPage catalogue={catalogue} active={useActiveTenant()} />;
}

export function RebindsStory({ catalogue }: { catalogue: Catalogue }) {
  return <RebindsPage catalogue={catalogue} active={useActiveTenant()} />;
}
