import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
// antd's Input index brings TextArea, Password and OTP too; the top bar of every page needs only Search.
import InputSearch from 'antd/es/input/Search';
import type { InputRef } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLater } from '../../../shell/later';
import { SecondaryText } from '../../../shell/plain-text';
import { useService } from '../../../shell/services-context';
import { CatalogueServiceToken } from '../../catalogue';

// Fetched when the buyer points at or focuses the box, or once the first page has had the network
// (useLater); until then the box works without suggestions.
const SearchSuggest = lazy(() => import('./search-suggest'));

/** How many hot keywords fit under the search box. */
const HOT_SHOWN = 6;

/**
 * The top bar's search on every page (issue 20): the tenant's hot keywords under the box, the
 * server's suggestions while typing, and a search opens the product list of this mall (under
 * /sigl in the personal mall) with the keyword.
 */
export function TopBarSearch() {
  const { t } = useTranslation();
  const api = useService(CatalogueServiceToken);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const personal = pathname.startsWith('/sigl');
  const channel = personal ? 'PERSONAL' : 'ENTERPRISE';
  const listPath = `${personal ? '/sigl' : ''}/product-list`;
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [suggestDue, bringSuggestForward] = useLater();
  const plainBox = useRef<InputRef>(null);
  // The box shows the keyword the product list is showing.
  useEffect(() => setText(pathname.endsWith('/product-list') ? (params.get('keyword') ?? '') : ''), [pathname, params]);
  const { data: hot = [] } = useQuery({ queryKey: ['top-bar', 'hot-keywords', channel], queryFn: () => api.hotKeywords(channel), staleTime: 5 * 60_000 });
  const { data: suggestions = [] } = useQuery({
    queryKey: ['top-bar', 'suggest', channel, typed],
    queryFn: () => api.suggest(channel, typed),
    enabled: typed.trim().length > 0,
    staleTime: 60_000,
  });
  const search = (keyword: string) => void navigate(`${listPath}?${new URLSearchParams({ keyword: keyword.trim() }).toString()}`);
  // Inside the suggestions AutoComplete hands the box its value and changes; alone (before and
  // while that chunk loads) the box is controlled here, and what is typed already asks for them.
  const box = { 'aria-label': t('home.search.label'), placeholder: t('home.search.placeholder'), enterButton: t('home.search.button'), onSearch: search };
  const change = (value: string) => {
    setText(value);
    setTyped(value);
  };
  const plain = <InputSearch {...box} ref={plainBox} value={text} onChange={(e) => change(e.target.value)} />;
  return (
    <Flex vertical gap={2} style={{ width: '100%', maxWidth: 520 }} onPointerEnter={bringSuggestForward} onFocus={bringSuggestForward}>
      {/* The plain box stays until the suggestions can take its place (useLater's transition). */}
      <Suspense fallback={plain}>
        {suggestDue ? (
          <SearchSuggest
            value={text}
            suggestions={typed.trim() ? suggestions : []}
            onChange={change}
            onSelect={search}
            takeFocus={() => plainBox.current?.input != null && plainBox.current.input === document.activeElement}
          >
            <InputSearch {...box} />
          </SearchSuggest>
        ) : (
          plain
        )}
      </Suspense>
      {hot.length > 0 ? (
        <Flex gap={10} wrap={false} style={{ overflow: 'hidden', whiteSpace: 'nowrap', fontSize: 12, lineHeight: '18px' }}>
          <SecondaryText>{t('home.search.hot')}</SecondaryText>
          {hot.slice(0, HOT_SHOWN).map((keyword) => (
            <Link key={keyword} to={`${listPath}?${new URLSearchParams({ keyword }).toString()}`} style={{ fontSize: 12 }}>
              {keyword}
            </Link>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
