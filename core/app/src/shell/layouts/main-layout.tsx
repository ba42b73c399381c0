import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PluginNotices } from '../plugin-notices';
import { TopBar } from '../top-bar';
import { APP_VERSION } from '@mall/domain';
import { observer } from 'mobx-react-lite';
import { useMallRuntime } from '../mall-runtime';
import { SecondaryText } from '../plain-text';

/** antd's Layout.Header height (its `headerHeight` token). */
const HEADER_HEIGHT = 64;

/** The signed-in mall: the enterprise layout at /, the member layout at /sigl. */
export function MallLayout({ home }: { home: '/' | '/sigl' }) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: token.colorBgContainer, borderBottom: `2px solid ${token.colorPrimary}`, paddingInline: 24 }}>
        <TopBar home={home} />
      </Layout.Header>
      {/* At least the window's height below the top bar: the footer starts below the fold instead of
          being pushed down as a page's data arrives (Lighthouse counted that shift on home). */}
      <Layout.Content style={{ padding: 24, maxWidth: 1280, width: '100%', margin: '0 auto', minHeight: `calc(100vh - ${HEADER_HEIGHT}px)` }}>
        <PluginNotices />
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <SecondaryText>{t('shell.version', { version: APP_VERSION })}</SecondaryText>
      </Layout.Footer>
    </Layout>
  );
}

/**
 * Spec 1 section 2: 'Mall type sigl selects a different layout than the default', so a personal
 * member mall (mallType sigl) keeps the member layout on the shared paths too, not only under /sigl.
 */
export const MainLayout = observer(function MainLayout() {
  const { session } = useMallRuntime();
  return <MallLayout home={session.config?.mallType === 'sigl' ? '/sigl' : '/'} />;
});
export const SiglLayout = () => <MallLayout home="/sigl" />;
