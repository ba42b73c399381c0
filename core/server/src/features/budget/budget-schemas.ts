import { Type } from '@fastify/type-provider-typebox';
import { Id, Text } from '../../http/schemas';

export const BudgetRow = Type.Object({
  budgetId: Type.Optional(Id()),
  orderSeq: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  /** JSON text of the chosen dimension values; `budgetCode` names the budget it draws on. */
  budget: Type.Optional(Text(4000)),
  quantity: Type.Optional(Type.Number({ minimum: 0, maximum: 1e15 })),
});

/** Budget data for a cart line (spec 1 section 3), the body of the budget calls. */
export const BudgetData = Type.Object({
  cartId: Id(),
  budgetInfoList: Type.Optional(Type.Array(BudgetRow, { maxItems: 200 })),
});

export const BudgetDataList = Type.Array(BudgetData, { minItems: 1, maxItems: 500 });
export const QuantityUpdates = Type.Array(Type.Object({ budgetId: Id(), quantity: Type.Number({ minimum: 0, maximum: 1e15 }) }), { minItems: 1, maxItems: 500 });
