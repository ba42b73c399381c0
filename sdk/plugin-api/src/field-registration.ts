import type { MallContext } from './context';
import type { Contribution, ExtensionPoint } from './extension-point';
import type { FieldSchema } from './field-schema';
import type { PluginContext } from './plugin';
import { budgetDimensions, budgetFields, type BudgetDimensions } from './points/budget';
import { configuredDimensions } from './points/configured-dimensions';
import { cartLineFields, orderHeaderFields, orderLineFields, receiptLineFields, requestLineFields, type FieldContribution } from './points/fields';

/**
 * The points whose contributions describe values a write carries. A plugin's
 * {@link FieldRegistration} may contribute to these only, so the server can evaluate it
 * without the browser entry.
 * @public
 */
export const fieldPoints: readonly ExtensionPoint<Contribution>[] = [
  budgetDimensions,
  cartLineFields,
  orderHeaderFields,
  orderLineFields,
  receiptLineFields,
  requestLineFields,
] as readonly ExtensionPoint<Contribution>[];

/**
 * The part of {@link PluginContext} a field registration uses: contribute, replace and disable,
 * with the host's rules for them.
 * @public
 */
export type FieldRegistrar = Pick<PluginContext, 'contribute' | 'replace' | 'disable'>;

/**
 * A plugin's field contributions as one function, kept in the package's schema module. The
 * browser entry's `register` calls it with its context; the server entry hands it to the server
 * (`defineServerPlugin({ fields })`), which checks every write against the same schema.
 * @public
 */
export type FieldRegistration = (ctx: FieldRegistrar) => void;

/**
 * A write that carries schema-described values, and the point its fields come from.
 * `receipt-line` and `request-line` are checked by the writes that later issues add.
 * @public
 */
export type FieldWrite = 'budget-row' | 'cart-line' | 'order-header' | 'order-line' | 'receipt-line' | 'request-line';

const pointOfWrite: Readonly<Record<Exclude<FieldWrite, 'budget-row'>, ExtensionPoint<FieldContribution>>> = {
  'cart-line': cartLineFields,
  'order-header': orderHeaderFields,
  'order-line': orderLineFields,
  'receipt-line': receiptLineFields,
  'request-line': requestLineFields,
};

/**
 * The effective field contributions of one tenant: core's merged with its plugins', after
 * their replace and disable, in the order the browser renders them.
 * @public
 */
export interface FieldContributionSet {
  /** Effective contributions of a field point, sorted like the host sorts them. */
  contributions<T extends Contribution>(point: ExtensionPoint<T>): T[];
  /** The fields a write is checked against (budget rows: every dimension's `fields` and `fieldsFrom(ctx)`). */
  fieldsOf(write: FieldWrite, ctx: MallContext): FieldSchema[];
  /** The budget dimensions, for their row and table validators. */
  readonly budgetDimensions: readonly BudgetDimensions[];
}

/**
 * One registration and who made it, in load order (core first).
 * @public
 */
export interface NamedFieldRegistration {
  readonly pluginId: string;
  readonly register: FieldRegistration;
}

/**
 * Core's own field contributions: the budget row built from the server's configured dimensions.
 * @public
 */
export const coreFieldRegistration: NamedFieldRegistration = {
  pluginId: 'core',
  register: (ctx) => ctx.contribute(budgetDimensions, configuredDimensions),
};

interface Entry {
  readonly value: Contribution;
  readonly pluginId: string;
  readonly rank: number;
  readonly seq: number;
  readonly replacedBy?: string;
}

/**
 * Runs field registrations in order with the host's merge rules for `ordered` points: a new
 * id must be new, `replace` keeps the target's id, place and (unless given) order, `disable`
 * removes it, and contributions sort by order, then load order, then contribution order. A
 * registration that breaks a rule throws with the plugin's id, as the host refuses it.
 * @public
 */
export function resolveFieldRegistrations(registrations: readonly NamedFieldRegistration[]): FieldContributionSet {
  const points = new Map<string, Map<string, Entry>>(fieldPoints.map((p) => [p.id, new Map()]));
  let seq = 0;
  registrations.forEach(({ pluginId, register }, rank) => {
    const entriesOf = (point: ExtensionPoint<Contribution>): Map<string, Entry> => {
      const entries = points.get(point.id);
      if (!entries) throw new Error(`Plugin "${pluginId}" registers fields on "${point.id}", which is not a field point`);
      return entries;
    };
    const targetOf = (entries: Map<string, Entry>, point: ExtensionPoint<Contribution>, targetId: string, verb: string): Entry => {
      const target = entries.get(targetId);
      if (!target) throw new Error(`Plugin "${pluginId}" ${verb} "${targetId}" in "${point.id}", but no plugin contributed that id`);
      return target;
    };
    register({
      contribute(point, ...contributions) {
        const entries = entriesOf(point);
        for (const value of contributions) {
          const existing = entries.get(value.id);
          if (existing) throw new Error(`Plugin "${pluginId}" contributes "${value.id}" to "${point.id}", which plugin "${existing.pluginId}" already contributed; use replace() to change it`);
          entries.set(value.id, { value, pluginId, rank, seq: seq++ });
        }
      },
      replace(point, targetId, contribution) {
        const entries = entriesOf(point);
        const target = targetOf(entries, point, targetId, 'replaces');
        if (target.replacedBy) throw new Error(`Plugins "${target.replacedBy}" and "${pluginId}" both replace "${targetId}" in "${point.id}"`);
        const value = { ...contribution, id: targetId, order: contribution.order ?? target.value.order } as Contribution;
        entries.set(targetId, { value, pluginId, rank: target.rank, seq: target.seq, replacedBy: pluginId });
      },
      disable(point, targetId) {
        const entries = entriesOf(point);
        targetOf(entries, point, targetId, 'disables');
        entries.delete(targetId);
      },
    });
  });
  const contributions = <T extends Contribution>(point: ExtensionPoint<T>): T[] =>
    [...(points.get(point.id)?.values() ?? [])]
      .sort((a, b) => (a.value.order ?? 0) - (b.value.order ?? 0) || a.rank - b.rank || a.seq - b.seq)
      .map((e) => e.value as T);
  const dimensions = contributions(budgetDimensions);
  return {
    contributions,
    budgetDimensions: dimensions,
    fieldsOf: (write, ctx) => (write === 'budget-row' ? budgetFields(dimensions, ctx) : contributions(pointOfWrite[write]).map((c) => c.field)),
  };
}
