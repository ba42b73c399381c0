import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Any path no route contributes: said plainly, with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('shell.not-found.title')}
      subTitle={t('shell.not-found.text')}
      extra={
        <Link to="/">
          <Button type="primary">{t('shell.back-home')}</Button>
        </Link>
      }
    />
  );
}
