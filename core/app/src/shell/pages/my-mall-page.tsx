import { myMallMenu } from '@mall/sdk';
import { Card, Col, Menu, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { visibleMenuEntries } from '../../core-plugin/my-mall-menu';
import { useMallRuntime } from '../mall-runtime';

/** /my-mall (and /sigl/my-mall): the My Mall menu in its two groups (spec 3 section 2). */
const MyMallPage = observer(function MyMallPage() {
  const runtime = useMallRuntime();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const prefix = pathname.startsWith('/sigl') ? '/sigl' : '';
  const groups = visibleMenuEntries(runtime.host.get(myMallMenu), runtime.mallContext());
  return (
    <Row gutter={16}>
      <Col flex="220px">
        <Card size="small">
          <Menu
            mode="inline"
            selectable={false}
            items={groups.map((g) => ({
              type: 'group',
              key: g.group,
              label: t(`shell.my-mall.group.${g.group}`),
              children: g.entries.map((e) => ({ key: e.id, label: <Link to={`${prefix}${e.path}`}>{t(e.labelKey)}</Link> })),
            }))}
          />
        </Card>
      </Col>
      <Col flex="auto">
        <Card>
          <Typography.Paragraph type="secondary">{t('shell.my-mall.pick')}</Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
});

export default MyMallPage;
