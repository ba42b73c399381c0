import { msg, type CartLine, type CartSelectionRule, type MallContext, type SettingDefinition } from '@mall/sdk';

declare module '@mall/sdk' {
  interface MallSettings {
    /**
     * The retailer's 'other mode' (spec 3 section 5 "Cart selection rules"): lines selected
     * together must share cost centre, request type, cost-bearing company, product segment
     * and department, because they become one purchase request booked to one cost owner.
     */
    retailOtherMode: boolean;
  }
}

/**
 * Declared off, so the setting means nothing to a mall that does not ask for it; the tenant's
 * `register` turns it on. A later deployment of the package (a store chain buying centrally,
 * without per-store cost owners) turns it off with one line and keeps the rest.
 */
export const otherModeSetting: SettingDefinition<'retailOtherMode'> = {
  id: 'retailOtherMode',
  defaultValue: false,
  description: "Retail chain 'other mode': selected cart lines must share cost centre, request type, cost-bearing company, product segment and department.",
};

const text = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value));
// Spec fields the SDK's CartLine type does not name (it types only core's and the attribute slots).
const read = (line: CartLine, name: string): unknown => (line as unknown as Readonly<Record<string, unknown>>)[name];

/**
 * The cart line fields each rule compares (spec 3 section 3 "Cart item / cart line"):
 * - cost centre: `attributeVarchar2`. The spec keeps customer values in the generic slots
 *   "project number, cost code, employee number and so on"; the retailer's cost code, its
 *   cost centre, is the second slot (the first holds the project number).
 * - request type: `HEADER_prTypeId_value`, the purchase request type the line's order header
 *   carries (the SPRM.PR_TYPE id).
 * - cost-bearing company: `HEADER_companyId_value`, the company the header bills; a line whose
 *   header names none bears its cost in its own `companyId`.
 * - product segment: `itemCategoryId`, the line's item category; the retailer's assortment is
 *   segmented by category (food, household, electrical...).
 * - department: `unitId`, the purchase unit (department) the line was added for.
 */
export const OTHER_MODE_FIELDS = {
  'cost-centre': (line: CartLine) => text(line.attributeVarchar2),
  'request-type': (line: CartLine) => text(read(line, 'HEADER_prTypeId_value')),
  'cost-company': (line: CartLine) => text(read(line, 'HEADER_companyId_value') ?? line.companyId),
  'product-segment': (line: CartLine) => text(read(line, 'itemCategoryId')),
  department: (line: CartLine) => text(read(line, 'unitId')),
} as const;

type OtherModeRuleName = keyof typeof OTHER_MODE_FIELDS;

/**
 * One 'same X' rule. A line that does not carry the value yet (not chosen) differs from no one:
 * only two lines naming different values are refused.
 */
function sameValueRule(name: OtherModeRuleName, order: number): CartSelectionRule {
  const valueOf = OTHER_MODE_FIELDS[name];
  return {
    id: `retail-chain.other-mode.same-${name}`,
    order,
    check: (selected: readonly CartLine[], candidate: CartLine, ctx: MallContext) => {
      if (!ctx.settings.retailOtherMode) return undefined;
      const value = valueOf(candidate);
      if (value === undefined) return undefined;
      return selected.some((line) => {
        const other = valueOf(line);
        return other !== undefined && other !== value;
      })
        ? msg(`retail-chain.other-mode.same-${name}`)
        : undefined;
    },
  };
}

/** In the spec's order, after core's same-currency rule (order 0), which stays. */
export const otherModeRules: readonly CartSelectionRule[] = (Object.keys(OTHER_MODE_FIELDS) as OtherModeRuleName[]).map((name, i) => sameValueRule(name, 10 + i));
