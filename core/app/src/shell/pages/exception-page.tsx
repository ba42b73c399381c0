import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EXCEPTION_501_KEY } from '../../platform/session/session-keys';

/** /exception and /exception/501: the HTTP client stored the 501 body before coming here. */
export default function ExceptionPage() {
  const { t } = useTranslation();
  const is501 = useLocation().pathname.endsWith('/501');
  const stored = is501 ? readStored() : undefined;
  return (
    <Result
      status="warning"
      title={is501 ? '501' : t('shell.exception.title')}
      subTitle={is501 ? t('shell.exception.501') : undefined}
      extra={
        <Link to="/">
          <Button type="primary">{t('shell.back-home')}</Button>
        </Link>
      }
    >
      {stored ? <Typography.Paragraph type="secondary">{stored}</Typography.Paragraph> : null}
    </Result>
  );
}

function readStored(): string | undefined {
  try {
    const raw = sessionStorage.getItem(EXCEPTION_501_KEY);
    if (!raw) return undefined;
    const body = JSON.parse(raw) as { message?: unknown };
    return typeof body?.message === 'string' ? body.message : raw;
  } catch {
    return undefined;
  }
}
