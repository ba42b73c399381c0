import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyMallFrame } from '../../features/my-mall';

/** /my-mall (and /sigl/my-mall): the My Mall menu in its two groups (spec 3 section 2), asking for an entry. */
export default function MyMallPage() {
  const { t } = useTranslation();
  return (
    <MyMallFrame titleKey="shell.my-mall">
      <Typography.Paragraph type="secondary">{t('shell.my-mall.pick')}</Typography.Paragraph>
    </MyMallFrame>
  );
}
