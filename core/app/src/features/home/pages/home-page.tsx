import { RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, Flex, Row, Skeleton, Space, Tag, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { Panel } from '../../../shell/panel';
import { Heading, PlainText } from '../../../shell/plain-text';
import { useService } from '../../../shell/services-context';
import { GroupItems } from '../components/group-items';
import { BannerCarousel } from '../components/banner-carousel';
import { homeBlocksQuery, homeBulletinsQuery, homeChannelAt } from '../home-queries';
import { HomeServiceToken } from '../home-service';
import { GroupType, type BannerSlide, type CategoryItem, type HomeBlock } from '../home-types';

/**
 * Home of the enterprise mall (/) and of the member mall (/sigl), built from the channel's
 * product groups (spec 1 section 3, `special-blocks/list`): categories beside the banner, the
 * buyer and the latest bulletins on the right, then one section per group in block order.
 */
const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const api = useService(HomeServiceToken);
  const { session } = useMallRuntime();
  const channel = homeChannelAt(useLocation().pathname);
  const personal = channel === 'PERSONAL';
  const prefix = personal ? '/sigl' : '';
  // Both may already be under way: the home's data prefetch starts them beside the page's chunk.
  const blocks = useQuery(homeBlocksQuery(api, channel));
  const bulletins = useQuery(homeBulletinsQuery(api));
  const data = useDeferredValue(blocks.data);
  const loading = data === undefined && !blocks.isError;
  const all: HomeBlock[] = data ?? [];
  const banner = all.find((b) => b.groupType === GroupType.banner);
  const catalog = all.find((b) => b.groupType === GroupType.catalog);
  const sections = all.filter((b) => b !== banner && b !== catalog);
  // The first group (where the first pictures are) is committed with the top row, the others one
  // transition later: one commit of the whole home was a 150-350 ms task at Lighthouse's mobile
  // CPU, and the first pictures waited for all of it (LCP 3.8-4.2 s, 3.6 s split).
  const [allShown, setAllShown] = useState(false);
  useEffect(() => {
    if (data && !allShown) startTransition(() => setAllShown(true));
  }, [data, allShown]);
  const shown = allShown ? sections : sections.slice(0, 1);
  const { user, config } = session;
  const listPath = `${prefix}/product-list`;

  return (
    <Flex vertical gap={16}>
      <Heading level={1} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('home.title')}
      </Heading>
      {blocks.isError ? <Alert type="error" showIcon message={errorText(blocks.error, t)} /> : null}
      <Row gutter={16} wrap={false}>
        <Col flex="220px">
          <Panel size="small" title={t('home.categories')} bodyStyle={{ padding: '4px 0', height: 262, overflowY: 'auto' }} style={{ height: 300 }}>
            {loading ? (
              <Skeleton active style={{ padding: 12 }} />
            ) : (
              <CategoryLinks categories={(catalog?.productGroupAssignList ?? []) as CategoryItem[]} listPath={listPath} />
            )}
          </Panel>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          {banner ? (
            <BannerCarousel slides={banner.productGroupAssignList as BannerSlide[]} personal={personal} />
          ) : (
            <Panel style={{ height: 300 }}>{loading ? <Skeleton active /> : <Empty description={t('home.empty')} />}</Panel>
          )}
        </Col>
        <Col flex="260px">
          <Panel size="small" style={{ height: 300 }} bodyStyle={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%' }}>
            <Flex align="center" gap={8}>
              {/* Not antd's Avatar: it measures its text after mounting, a forced layout of the whole home. */}
              <span
                aria-hidden
                style={{ flex: 'none', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, borderRadius: '50%', background: token.colorPrimaryBg, color: token.colorPrimaryText }}
              >
                {user?.realName?.slice(0, 1)}
              </span>
              <Flex vertical style={{ minWidth: 0 }}>
                <PlainText strong lines={1}>
                  {t('home.greeting', { name: user?.realName ?? '' })}
                </PlainText>
                <PlainText tone="secondary" lines={1} style={{ fontSize: 12 }}>
                  {t('home.buying-for', { company: config?.companyName ?? '', unit: config?.unitName ?? '' })}
                </PlainText>
              </Flex>
            </Flex>
            <Flex justify="space-between">
              <Link to={`${prefix}/my-order`}>{t('home.quick.orders')}</Link>
              <Link to={`${prefix}/my-favorite`}>{t('home.quick.favourites')}</Link>
              <Link to={`${prefix}/view-history`}>{t('home.quick.history')}</Link>
            </Flex>
            <Flex justify="space-between" align="center" style={{ borderTop: '1px solid rgba(0,0,0,0.06)', paddingTop: 8 }}>
              <PlainText strong>{t('home.bulletins.title')}</PlainText>
              <Link to={`${prefix}/bulletin-boards`}>{t('home.more')}</Link>
            </Flex>
            <Flex vertical gap={6} style={{ minHeight: 0, overflow: 'hidden' }}>
              {(bulletins.data?.content ?? []).map((b) => (
                <Link key={b.bulletinId} to={`${prefix}/bulletin-boards?bulletinId=${b.bulletinId}`} style={{ color: 'inherit' }}>
                  <PlainText lines={1} style={{ width: '100%', fontSize: 13 }}>
                    {b.topFlag === 1 ? (
                      <Tag color="red" bordered={false} style={{ marginInlineEnd: 4 }}>
                        {t('home.bulletins.pinned')}
                      </Tag>
                    ) : null}
                    {b.title}
                  </PlainText>
                </Link>
              ))}
            </Flex>
          </Panel>
        </Col>
      </Row>
      {loading ? <Panel><Skeleton active /></Panel> : null}
      {shown.map((b) => (
        <Panel
          key={b.productGroupId}
          title={
            <Space size={12} align="baseline">
              <Heading level={2} style={{ fontSize: 18 }}>
                {b.title}
              </Heading>
              {b.subtitle ? <PlainText tone="secondary">{b.subtitle}</PlainText> : null}
            </Space>
          }
          extra={b.total > b.productGroupAssignList.length ? <Link to={`${prefix}/product-group?productGroupId=${b.productGroupId}`}>{t('home.more')}</Link> : null}
          data-group-type={b.groupType}
          data-channel={channel}
        >
          <GroupItems groupType={b.groupType} items={b.productGroupAssignList} />
        </Panel>
      ))}
    </Flex>
  );
});

/**
 * The catalog group's categories as links to the product list. A plain list, not antd's List:
 * List brings Pagination and its Select into the home's load for a column of links.
 */
function CategoryLinks({ categories, listPath }: { categories: readonly CategoryItem[]; listPath: string }) {
  if (categories.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {categories.map((c) => (
        <li key={c.categoryCode} style={{ paddingBlock: 4, paddingInline: 16 }}>
          <Link to={`${listPath}?${new URLSearchParams({ keyword: c.categoryName }).toString()}`} style={{ width: '100%', display: 'flex', justifyContent: 'space-between', color: 'inherit' }}>
            <span>{c.categoryName}</span>
            <RightOutlined style={{ fontSize: 10, alignSelf: 'center' }} aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default HomePage;
