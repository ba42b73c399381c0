import { routes } from '@mall/sdk';
import { Card, Descriptions, Empty, List, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMallRuntime } from '../mall-runtime';

/**
 * Home of the enterprise mall (/) and of the member mall (/sigl): who is buying for whom, and
 * the pages this tenant's mall offers (core's plus any a tenant plugin contributed), leaving out
 * pages reached only from a flow (`listed: false`).
 */
const HomePage = observer(function HomePage() {
  const { session, host } = useMallRuntime();
  const { t } = useTranslation();
  const member = useLocation().pathname.startsWith('/sigl');
  const { user, config } = session;
  const pages = host
    .get(routes)
    .filter((r) => r.titleKey && r.listed !== false && !r.path.includes(':') && (member ? r.path.startsWith('/sigl/') : !r.path.startsWith('/sigl') && !r.path.startsWith('/pub')));
  return (
    <Card>
      <Typography.Title level={3}>{t('shell.home.welcome', { name: user?.realName ?? '' })}</Typography.Title>
      <Descriptions column={1} size="small">
        {config?.companyName ? <Descriptions.Item>{t('shell.home.company', { company: config.companyName })}</Descriptions.Item> : null}
        {config?.unitName ? <Descriptions.Item>{t('shell.home.unit', { unit: config.unitName })}</Descriptions.Item> : null}
      </Descriptions>
      <Typography.Title level={5}>{t('shell.home.pages-title')}</Typography.Title>
      {pages.length === 0 ? (
        <Empty description={t('shell.home.no-pages')} />
      ) : (
        <List
          grid={{ gutter: 12, column: 4 }}
          dataSource={pages}
          renderItem={(r) => (
            <List.Item>
              <Link to={r.path}>{t(r.titleKey!)}</Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
});

export default HomePage;
