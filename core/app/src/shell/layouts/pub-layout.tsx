import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Heading } from '../plain-text';

/** Every path under /pub: no session needed, no mall navigation. */
export function PubLayout() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: token.colorBgContainer, borderBottom: `2px solid ${token.colorPrimary}` }}>
        <Heading level={4} style={{ margin: '14px 0', color: token.colorPrimary }}>
          {t('shell.app-name')}
        </Heading>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
