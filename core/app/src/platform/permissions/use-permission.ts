import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { useService } from '../../shell/services-context';
import { TYPES } from '../tokens';
import type { PermissionChecker, PermissionState } from './permission-checker';

/** The state of a permission code, asking for it (batched) on first use; follows the answer. */
export function usePermission(code: string): PermissionState & { readonly mixedTenant: boolean } {
  const checker = useService<PermissionChecker>(TYPES.PermissionChecker);
  const [state, setState] = useState(() => checker.state(code));
  const [mixedTenant, setMixedTenant] = useState(() => checker.mixedTenant);
  useEffect(() => {
    void checker.check(code);
    const stopState = reaction(() => checker.state(code), setState, { fireImmediately: true });
    const stopTenant = reaction(() => checker.mixedTenant, setMixedTenant, { fireImmediately: true });
    return () => {
      stopState();
      stopTenant();
    };
  }, [checker, code]);
  return { ...state, mixedTenant };
}
