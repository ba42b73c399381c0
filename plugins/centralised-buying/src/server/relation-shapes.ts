import { demanderView, type CentralisedStatus } from '../centralised-status';

/** A relation as the demander sees it (spec 3 section 4); `undefined` is a removed relation. */
export function relationAnswer(cartId: number, status: CentralisedStatus | undefined) {
  const shown = demanderView({ cartId, centralizedStatus: status } as never) as { centralizedStatus?: CentralisedStatus; oldCentralizedStatus?: CentralisedStatus };
  return { cartId, centralizedStatus: shown.centralizedStatus ?? null, oldCentralizedStatus: shown.oldCentralizedStatus ?? null };
}

/** The body of every relation call: the cart lines it acts on, each once. */
export interface CartIdsBody {
  cartIds: number[];
}
export const cartIdsBody = {
  type: 'object',
  required: ['cartIds'],
  additionalProperties: false,
  properties: { cartIds: { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: { type: 'integer', minimum: 1 } } },
} as const;
