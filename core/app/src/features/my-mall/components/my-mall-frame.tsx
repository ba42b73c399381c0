import { myMallMenu } from '@mall/sdk';
import { Card, Col, Menu, Result, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { visibleMenuEntries } from '../../../core-plugin';
import { useMallRuntime } from '../../../shell/mall-runtime';

/**
 * A My Mall page: the menu's two groups on the left (spec 3 section 2, only the entries this
 * buyer sees), the current entry selected, and the page under its title on the right (or the
 * no-permission result when the configuration hides this entry).
 */
export const MyMallFrame = observer(function MyMallFrame({ titleKey, extra, children }: { titleKey: string; extra?: ReactNode; children: ReactNode }) {
  const runtime = useMallRuntime();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const prefix = pathname.startsWith('/sigl') ? '/sigl' : '';
  const entries = runtime.host.get(myMallMenu);
  const ctx = runtime.mallContext();
  const groups = visibleMenuEntries(entries, ctx);
  // Spec 3 section 2: an entry the configuration hides (SMART_PERSONAL_CENTER...) is closed when
  // its address is typed too, not only left out of the menu; permissions are the route guard's.
  const hidden = entries.some((e) => `${prefix}${e.path}` === pathname && e.visible !== undefined && !e.visible(ctx));
  const selected = groups.flatMap((g) => g.entries).find((e) => `${prefix}${e.path}` === pathname)?.id;
  return (
    <Row gutter={16} wrap={false}>
      <Col flex="200px">
        <Card size="small" styles={{ body: { padding: 4 } }}>
          <nav aria-label={t('shell.my-mall')}>
            <Menu
              mode="inline"
              selectedKeys={selected ? [selected] : []}
              style={{ borderInlineEnd: 'none' }}
              items={groups.map((g) => ({
                type: 'group',
                key: g.group,
                label: t(`shell.my-mall.group.${g.group}`),
                children: g.entries.map((e) => ({ key: e.id, label: <Link to={`${prefix}${e.path}`}>{t(e.labelKey)}</Link> })),
              }))}
            />
          </nav>
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card
          title={
            <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
              {t(titleKey)}
            </Typography.Title>
          }
          extra={hidden ? undefined : extra}
        >
          {hidden ? <Result status="403" subTitle={t('http.forbidden')} /> : children}
        </Card>
      </Col>
    </Row>
  );
});
