import { AutoComplete, Button, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ProductSearchProps {
  readonly keyword: string;
  readonly hotKeywords: readonly string[];
  /** What the server suggests for the typed text (hot keywords while it is empty). */
  readonly suggestions: readonly string[];
  readonly onType: (text: string) => void;
  readonly onSearch: (keyword: string) => void;
}

/** The search box with suggestions, and the hot keywords under it. */
export function ProductSearch({ keyword, hotKeywords, suggestions, onType, onSearch }: ProductSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <AutoComplete
        value={text}
        // Enter searches what the buyer typed; a suggestion is taken only when picked.
        defaultActiveFirstOption={false}
        options={suggestions.map((name) => ({ value: name }))}
        onChange={(value: string) => {
          setText(value);
          onType(value);
        }}
        onSelect={(value: string) => onSearch(value)}
        style={{ width: '100%', maxWidth: 560 }}
      >
        <Input.Search
          aria-label={t('catalogue.search.label')}
          placeholder={t('catalogue.search.placeholder')}
          enterButton={t('catalogue.search.button')}
          allowClear
          onSearch={(value) => onSearch(value)}
        />
      </AutoComplete>
      {hotKeywords.length > 0 ? (
        <Space size={[4, 4]} wrap>
          <Typography.Text type="secondary">{t('catalogue.search.hot')}</Typography.Text>
          {hotKeywords.map((hot) => (
            <Button key={hot} type="link" size="small" onClick={() => onSearch(hot)}>
              {hot}
            </Button>
          ))}
        </Space>
      ) : null}
    </Space>
  );
}
