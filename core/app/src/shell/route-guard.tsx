import type { RouteContribution } from '@mall/sdk';
import { Flex, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../platform/feedback';
import type { PermissionChecker } from '../platform/permissions';

/**
 * Routes can carry a permission list (spec 1 section 6, for example /add-purchase): the page
 * renders only when every code is granted; a denied code shows the no-permission text.
 */
export function createRouteGuard(permissions: PermissionChecker) {
  return (route: RouteContribution, Page: ComponentType): ComponentType => {
    const codes = route.permissions ?? [];
    if (codes.length === 0) return Page;
    const Guarded = observer(function Guarded() {
      const { t } = useTranslation();
      useEffect(() => {
        for (const code of codes) void permissions.check(code).catch(() => undefined);
      }, []);
      const states = codes.map((c) => permissions.state(c).status);
      if (permissions.mixedTenant || states.includes('denied')) return <StatusResult status="403" subTitle={t('http.forbidden')} />;
      if (states.includes('pending'))
        return (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        );
      return <Page />;
    });
    return Guarded;
  };
}
