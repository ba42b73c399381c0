import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** /pub: the preview home, reachable without a session. */
export default function PubHomePage() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('shell.pub.title')}
      subTitle={t('shell.pub.text')}
      extra={
        <Button type="primary" href="/">
          {t('shell.pub.sign-in')}
        </Button>
      }
    />
  );
}
