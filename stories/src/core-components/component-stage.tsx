import { corePlugin, MallStage, PluginHost } from '@mall/core';
import { useMallService, type PluginDefinition, type ServiceToken } from '@mall/sdk';
import { Typography } from 'antd';
import { useState, type ComponentType, type ReactNode } from 'react';

/** Core, and the story's own plugin (its sample texts), registered as the mall does. */
function stageHost(plugin?: PluginDefinition): PluginHost {
  const host = new PluginHost();
  host.register({ definition: corePlugin, version: corePlugin.version ?? '0.0.0' });
  if (plugin) host.register({ definition: plugin, version: plugin.version ?? '0.0.0' });
  return host;
}

/** A core component as a plugin gets it: resolved from its SDK token inside the started mall. */
function FromToken<P extends object>({ token, props }: { token: ServiceToken<ComponentType<P>>; props: P }) {
  const Resolved = useMallService(token);
  return <Resolved {...props} />;
}

export interface ComponentStageProps<P extends object> {
  readonly token: ServiceToken<ComponentType<P>>;
  readonly props: P;
  /** What the reviewer sees and where a plugin uses it. */
  readonly about: ReactNode;
  readonly plugin?: PluginDefinition;
  readonly path?: string;
}

/** One core component in a demo mall (no gateway behind it), with a line on what it is for. */
export function ComponentStage<P extends object>({ token, props, about, plugin, path }: ComponentStageProps<P>) {
  const [host] = useState(() => stageHost(plugin));
  return (
    <>
      <Typography.Paragraph type="secondary">
        {about} Plugins render it through <Typography.Text code>{`useMallService(${token.name}Token)`}</Typography.Text>.
      </Typography.Paragraph>
      <MallStage host={host} {...(path ? { path } : {})}>
        <FromToken token={token} props={props} />
      </MallStage>
    </>
  );
}
