import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { StatusResult } from '../../platform/feedback';

/** The home of the layout a path is in: /pub for the public pages (no session there), /sigl for the member mall. */
function homeOf(pathname: string): '/' | '/pub' | '/sigl' {
  if (pathname === '/pub' || pathname.startsWith('/pub/')) return '/pub';
  if (pathname === '/sigl' || pathname.startsWith('/sigl/')) return '/sigl';
  return '/';
}

/** Any path no route contributes: said plainly, with a way to the home of its layout. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StatusResult
      status="404"
      title={t('shell.not-found.title')}
      subTitle={t('shell.not-found.text')}
      extra={
        <Link to={homeOf(pathname)}>
          <Button type="primary">{t('shell.back-home')}</Button>
        </Link>
      }
    />
  );
}
