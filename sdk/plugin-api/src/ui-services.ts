import type { MessageRef } from './message';
import { useMallService } from './components';
import { defineServiceToken } from './services';

/**
 * Text of a message key (or a {@link MessageRef}) in the buyer's language, `{name}`
 * placeholders filled from `params`. A plugin's keys come from its `messages` contributions.
 * @public
 */
export type Translate = (message: string | MessageRef, params?: Readonly<Record<string, string | number>>) => string;

/**
 * Core's translation hook, bound by core's shell: it follows a language switch, so a
 * component that calls it re-renders in the new language. Read it with {@link useMessage}.
 * @public
 */
export const UseMessageToken = defineServiceToken<() => Translate>('useMessage');

/**
 * The mall's translation inside a plugin's component: `const t = useMessage(); t('acme.title')`.
 * Texts follow the buyer's language switch like core's own.
 * @public
 */
export function useMessage(): Translate {
  const useCoreMessage = useMallService(UseMessageToken);
  return useCoreMessage();
}

/** Level of a notification. @public */
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * The mall's notifications and confirm dialog (spec 1 section 9: bottom-right, 2.5 s), with
 * texts given as message keys so both languages are covered.
 * @public
 */
export interface Notifications {
  notify(level: NoticeLevel, message: MessageRef): void;
  /** Resolves true when the buyer confirms, false when they cancel. */
  confirm(title: MessageRef, message: MessageRef): Promise<boolean>;
}

/** Token of core's {@link Notifications}, bound by core's shell. @public */
export const NotificationsToken = defineServiceToken<Notifications>('Notifications');

/**
 * Moving the buyer from a plugin's component.
 * @public
 */
export interface MallNavigation {
  /**
   * Opens a mall page the way core opens product and order links: a new browser tab, or in
   * place when the tenant's `pageJump` setting is NO_JUMP (the same path again reloads it).
   */
  open(to: string): void;
  /** In-app navigation in place, whatever the page-jump setting (a step of a flow). */
  go(to: string, state?: unknown): void;
}

/**
 * Core's navigation hook, bound by core's shell over its router and page-jump rule. Read it
 * with {@link useMallNavigation}.
 * @public
 */
export const UseNavigationToken = defineServiceToken<() => MallNavigation>('useNavigation');

/**
 * Navigation inside a plugin's component, respecting the tenant's NO_JUMP page-jump setting:
 * `const nav = useMallNavigation(); nav.open('/product-detail?productId=1&sourceFrom=CATA')`.
 * @public
 */
export function useMallNavigation(): MallNavigation {
  const useCoreNavigation = useMallService(UseNavigationToken);
  return useCoreNavigation();
}
