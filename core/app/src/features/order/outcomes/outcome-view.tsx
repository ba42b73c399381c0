import type { ValidationOutcome } from '@mall/sdk';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderOutcomeContent } from './outcome-content';

/**
 * What the mall's dialog shows for an outcome (its title, message, and table or list), as a
 * component: for Storybook and the SDK kit, which show a plugin's outcome as the buyer sees it.
 */
export function OutcomeView({ outcome }: { outcome: ValidationOutcome }) {
  const { t } = useTranslation();
  return (
    <div data-testid="outcome-view">
      <Typography.Title level={5}>{t(outcome.title?.key ?? 'order.submit.confirm-title', outcome.title?.params)}</Typography.Title>
      <Typography.Paragraph>{t(outcome.message.key, outcome.message.params)}</Typography.Paragraph>
      {outcome.content ? renderOutcomeContent(outcome.content, t) : null}
    </div>
  );
}
