import { validateNeededDate } from '@mall/domain';
import type { MallContext } from '@mall/sdk';
import { DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CartRow } from '../cart-service';
import type { CartStore } from '../cart-store';

/**
 * The line's needed date: required, not before today (the domain's rule), sent only when it
 * holds. A date the buyer has not touched shows its error only after a settle or submit attempt
 * (`store.showAllErrors()`) and only on a selected line, so a fresh cart is not covered in red
 * and lines left out of the settle stay quiet. Past days cannot be picked (not before today).
 */
export const NeededDateCell = observer(function NeededDateCell({ line, store, ctx }: { line: CartRow; store: CartStore; ctx: MallContext }) {
  const { t } = useTranslation();
  const edited = store.errorsOf(line.cartId).neededDate;
  const error = edited ?? (store.showsUntouchedErrors(line.cartId) ? validateNeededDate(line.neededDate, { today: ctx.today, hideFieldList: ctx.config.hideFieldList }) : undefined);
  return (
    <Flex vertical gap={2}>
      <DatePicker
        aria-label={t('cart.column.needed-date')}
        size="small"
        format="YYYY-MM-DD"
        value={line.neededDate ? dayjs(line.neededDate) : null}
        status={error ? 'error' : undefined}
        disabled={line.invalidFlag === 1}
        disabledDate={(day) => day.isBefore(dayjs(ctx.today), 'day')}
        onChange={(date) => {
          const value = date ? date.format('YYYY-MM-DD') : undefined;
          void store.edit(line.cartId, 'neededDate', value, validateNeededDate(value, { today: ctx.today, hideFieldList: ctx.config.hideFieldList }));
        }}
      />
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
          {t(error.key, error.params)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
});
