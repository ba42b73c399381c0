import { GlobalOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { HttpClientToken, topBarExtraSlot, topBarLinksSlot, topBarMenu, topBarSearchSlot, type HttpClient, type Locale } from '@mall/sdk';
import { Button, Flex, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcherToken, LOCALE_OPTIONS, type I18n, type LanguageSwitcher } from '../platform/i18n';
import { Slot } from '../platform/plugin-host';
import { TYPES } from '../platform/tokens';
import { LaterMenu } from './later-menu';
import { useMallRuntime } from './mall-runtime';
import { Heading, SecondaryText } from './plain-text';
import { useService } from './services-context';

/** Top-bar links: static ones, and ones that exist only when their call returns a URL. */
function useTopBarLinks() {
  const runtime = useMallRuntime();
  const http = useService<HttpClient>(HttpClientToken);
  // Resolved once per mounted mall and shared by both layouts' top bars.
  const { data: links = [] } = useQuery({
    queryKey: ['top-bar-links'],
    queryFn: async () => {
      const ctx = runtime.mallContext();
      const entries = runtime.host.get(topBarMenu).filter((e) => (e.visible ? e.visible(ctx) : true));
      const resolved = await Promise.all(
        entries.map(async (e) => {
          const href = e.href ?? (await e.resolve?.({ ...ctx, http }).catch(() => undefined));
          return href ? { id: e.id, labelKey: e.labelKey, href } : undefined;
        }),
      );
      return resolved.filter((l) => l !== undefined);
    },
    staleTime: Infinity,
  });
  return links;
}

export const TopBar = observer(function TopBar({ home }: { home: '/' | '/sigl' }) {
  const runtime = useMallRuntime();
  const { t } = useTranslation();
  const i18n = useService<I18n>(TYPES.I18n);
  const switcher = useService<LanguageSwitcher>(LanguageSwitcherToken);
  const { token } = theme.useToken();
  const links = useTopBarLinks();
  const { user, config } = runtime.session;
  const web = config?.webConfig;
  const both = web?.memberPermission && web?.enterprisePermission;
  const localeLabel = LOCALE_OPTIONS.find((o) => o.value === i18n.locale)?.label ?? i18n.locale;
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
      {/* Both ends keep their width and never wrap (English labels broke onto two lines at 1366 px); the search takes what is left. */}
      <Flex align="center" gap={12} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
        <Link to={home} title={t('shell.back-home')}>
          {web?.logoUrl ? (
            <img src={web.logoUrl} alt={t('shell.app-name')} style={{ height: 32, display: 'block' }} />
          ) : (
            <Heading level={4} style={{ color: token.colorPrimary }}>
              {t('shell.app-name')}
            </Heading>
          )}
        </Link>
        <SecondaryText>{home === '/sigl' ? t('shell.personal-mall') : t('shell.enterprise-mall')}</SecondaryText>
        {both ? <Link to={home === '/sigl' ? '/' : '/sigl'}>{home === '/sigl' ? t('shell.enterprise-mall') : t('shell.personal-mall')}</Link> : null}
      </Flex>
      {/* The search of every page (issue 20), contributed by the home feature; the header's 64 px line height would stretch its hot-keyword row. */}
      <div role="search" style={{ flex: '1 1 360px', minWidth: 220, maxWidth: 520, lineHeight: 'normal' }}>
        <Slot host={runtime.host} point={topBarSearchSlot} props={{ home }} />
      </div>
      <Flex align="center" gap={16} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
        {links.map((l) => (
          <a key={l.id} href={l.href} target="_blank" rel="noreferrer">
            {t(l.labelKey)}
          </a>
        ))}
        <Slot host={runtime.host} point={topBarLinksSlot} props={{ home }} />
        <Slot host={runtime.host} point={topBarExtraSlot} props={{}} />
        <Link to={home === '/sigl' ? '/sigl/my-mall' : '/my-mall'}>{t('shell.my-mall')}</Link>
        {/* A menu rather than a Select: antd's Select (with its virtual list) would be in every page's first load for two choices. */}
        <LaterMenu
          menu={{
            selectable: true,
            selectedKeys: [i18n.locale],
            items: LOCALE_OPTIONS.map((o) => ({ key: o.value, label: o.label })),
            onClick: ({ key }) => void switcher.switchTo(key as Locale).catch(() => undefined),
          }}
        >
          <Button size="small" icon={<GlobalOutlined />} aria-label={`${t('shell.language')} ${localeLabel}`}>
            {localeLabel}
          </Button>
        </LaterMenu>
        {user ? (
          <LaterMenu menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: () => void runtime.session.logout() }] }}>
            <Button type="text" icon={<UserOutlined />}>
              {user.realName}
            </Button>
          </LaterMenu>
        ) : null}
      </Flex>
    </Flex>
  );
});
