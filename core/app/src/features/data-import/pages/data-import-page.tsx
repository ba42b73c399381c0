import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ImportDrawer } from '../components/import-drawer';

/**
 * `/mall/data-import/{code}` (spec 2 section 2): the import screen of a template; extra query
 * parameters are passed to the upload as its `param` arguments. Closing the drawer goes back.
 */
export default function DataImportPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const param = Object.fromEntries([...search.entries()].filter(([key]) => key !== 'title'));
  return (
    <Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('data-import.page.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{code}</Typography.Text>
      <ImportDrawer
        code={code}
        open={open}
        title={search.get('title') ?? undefined}
        param={param}
        onClose={() => {
          setOpen(false);
          void navigate(-1);
        }}
      />
    </Card>
  );
}
