import { NotificationsToken, UseMessageToken, UseNavigationToken, type MallNavigation, type MessageRef, type NoticeLevel, type Notifications, type Translate } from '@mall/sdk';
import { ContainerModule, inject, injectable } from 'inversify';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { translateFieldMessage } from '../features/fields';
import type { Notifier } from '../platform/feedback';
import type { I18n } from '../platform/i18n';
import { TYPES } from '../platform/tokens';
import { useMallRuntime } from './mall-runtime';
import { createPageJump } from './page-jump';

/**
 * Core's translation for plugins (`useMessage`): react-i18next underneath, so a language switch
 * re-renders the plugin's component like core's. A `label` param is itself a key (field
 * messages name their field that way), as core's field renderer translates it.
 */
export function useCoreMessage(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((message, params) => translateFieldMessage(t, typeof message === 'string' ? { key: message, params } : { key: message.key, params: { ...message.params, ...params } }), [t]);
}

/** Core's notifications for plugins: texts translated here, shown by the mall's Notifier. */
@injectable()
export class NotificationsImpl implements Notifications {
  constructor(
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(TYPES.I18n) private readonly i18n: I18n,
  ) {}

  notify(level: NoticeLevel, message: MessageRef): void {
    this.notifier.notify(level, this.text(message));
  }

  confirm(title: MessageRef, message: MessageRef): Promise<boolean> {
    return this.notifier.confirm(this.text(title), this.text(message));
  }

  private text(message: MessageRef): string {
    return this.i18n.t(message.key, message.params);
  }
}

/**
 * Core's navigation for plugins: `open` follows the tenant's page-jump setting (a new tab, or
 * in place with NO_JUMP, through /refresh for the same path) exactly as core's product links do.
 */
export function useCoreNavigation(): MallNavigation {
  const { host } = useMallRuntime();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMemo<MallNavigation>(
    () => ({
      open: createPageJump({
        setting: host.settings().pageJump,
        currentPath: () => pathname,
        navigate: (to, options) => void navigate(to, options),
        openTab: (href) => window.open(href, '_blank', 'noopener'),
      }),
      go: (to, state) => void navigate(to, state === undefined ? undefined : { state }),
    }),
    [host, navigate, pathname],
  );
}

/** Binds the SDK's translation, notification and navigation tokens to core's. */
export const pluginServicesModule = new ContainerModule(({ bind }) => {
  bind(UseMessageToken.id).toConstantValue(useCoreMessage);
  bind(NotificationsImpl).toSelf().inSingletonScope();
  bind(NotificationsToken.id).toService(NotificationsImpl);
  bind(UseNavigationToken.id).toConstantValue(useCoreNavigation);
});
