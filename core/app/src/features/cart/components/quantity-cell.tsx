import type { CartQuantityRule, MallContext } from '@mall/sdk';
import { Flex, InputNumber, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartRow } from '../cart-service';
import type { CartStore } from '../cart-store';

interface Props {
  readonly line: CartRow;
  readonly store: CartStore;
  readonly rule: CartQuantityRule | undefined;
  readonly ctx: MallContext;
}

/**
 * The line's quantity through the effective `cart.quantity-rule`: its range sets step and
 * precision, its decision says whether an entry may be saved. A refused entry stays in the
 * input beside the rule's message and is not sent; an entry above the cap falls back.
 */
export const QuantityCell = observer(function QuantityCell({ line, store, rule, ctx }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(line.quantity ?? null);
  useEffect(() => setValue(line.quantity ?? null), [line.quantity]);
  const range = rule?.range(line, ctx);
  const error = store.errorsOf(line.cartId).quantity;
  const saved = store.savedRow(line.cartId)?.quantity ?? line.quantity;

  const commit = (entered: number | null) => {
    if (!rule) return;
    const decision = rule.decide(line, entered ?? undefined, saved, ctx);
    setValue(decision.value ?? null);
    if (!decision.error && decision.value === saved && !store.errorsOf(line.cartId).quantity) return;
    void store.edit(line.cartId, 'quantity', decision.value, decision.error);
  };

  return (
    <Flex vertical gap={2}>
      <InputNumber<number>
        aria-label={t('cart.column.quantity')}
        size="small"
        value={value}
        step={range?.step}
        precision={range?.precision}
        aria-valuemin={range?.min}
        aria-valuemax={Number.isFinite(range?.max) ? range?.max : undefined}
        disabled={line.invalidFlag === 1}
        status={error ? 'error' : undefined}
        onChange={(v) => setValue(v)}
        onStep={(v) => commit(v)}
        onBlur={() => commit(value)}
        onPressEnter={() => commit(value)}
        style={{ width: 110 }}
      />
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
          {t(error.key, error.params)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
});
