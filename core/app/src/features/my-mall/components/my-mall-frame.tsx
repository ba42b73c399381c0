import { myMallMenu } from '@mall/sdk';
import { Card, Col, Menu, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { visibleMenuEntries } from '../../../core-plugin';
import { useMallRuntime } from '../../../shell/mall-runtime';

/**
 * A My Mall page: the menu's two groups on the left (spec 3 section 2, only the entries this
 * buyer sees), the current entry selected, and the page under its title on the right.
 */
export const MyMallFrame = observer(function MyMallFrame({ titleKey, extra, children }: { titleKey: string; extra?: ReactNode; children: ReactNode }) {
  const runtime = useMallRuntime();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const prefix = pathname.startsWith('/sigl') ? '/sigl' : '';
  const groups = visibleMenuEntries(runtime.host.get(myMallMenu), runtime.mallContext());
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
          extra={extra}
        >
          {children}
        </Card>
      </Col>
    </Row>
  );
});
