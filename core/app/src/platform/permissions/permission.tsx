import { theme } from 'antd';
import type { ReactNode, SyntheticEvent } from 'react';
import type { ControllerType } from './permission-checker';
import { usePermission } from './use-permission';

export interface PermissionProps {
  /** Permission code, in either the route form ('/mall/cart:import') or the server form. */
  readonly code: string;
  /** What to do when denied; the server's controller type when not given. */
  readonly controllerType?: ControllerType;
  readonly children: ReactNode;
}

const swallow = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * Shows its content only when the user holds the permission and is not in a mixed tenant
 * (spec 1 section 6). Denied: nothing, or a greyed, not-allowed version for 'disabled'.
 * Nothing shows while the check is pending, so a forbidden button never flashes.
 */
export function Permission({ code, controllerType, children }: PermissionProps) {
  const state = usePermission(code);
  const { token } = theme.useToken();
  if (state.mixedTenant || state.status === 'pending') return null;
  if (state.status === 'granted') return <>{children}</>;
  if ((controllerType ?? state.controllerType) === 'hidden') return null;
  return (
    <span
      aria-disabled="true"
      data-permission-denied={code}
      onClickCapture={swallow}
      onKeyDownCapture={swallow}
      style={{ display: 'inline-block', cursor: 'not-allowed', color: token.colorTextDisabled, filter: 'grayscale(1)', opacity: 0.6 }}
    >
      <span style={{ pointerEvents: 'none' }}>{children}</span>
    </span>
  );
}
