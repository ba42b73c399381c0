import type { Contribution, ExtensionPoint, RouteContribution } from '@mall/sdk';
import { findExtensionPoint, routes } from '@mall/sdk';
import { isCoreId } from './registration-checks';
import { RegistrationError } from './registration-error';

/** Who made a contribution, and in which registration step. */
export interface PluginRef {
  readonly id: string;
  readonly version: string;
  /** Registration order of the plugin; ties of `order` fall back to it. */
  readonly loadIndex: number;
}

/** One contribution as the host keeps it, with its attribution. */
export interface RecordedContribution {
  readonly value: Contribution;
  readonly plugin: PluginRef;
  /** Set when another plugin replaced the original contribution. */
  readonly replaced?: { readonly originalPlugin: string };
  /** Load index of the first contributor and position in the point: a replacement keeps both. */
  readonly rank: number;
  readonly seq: number;
}

/** An entry of `explain(pointId)`: the effective contributions in order. */
export interface ExplainEntry {
  readonly id: string;
  readonly order: number;
  readonly pluginId: string;
  readonly pluginVersion: string;
  readonly replaces?: string;
}

/** A disabled contribution, kept so reviewers can see what a tenant turned off. */
export interface DisabledEntry {
  readonly id: string;
  readonly pluginId: string;
  readonly disabledBy: string;
}

interface PointState {
  readonly entries: Map<string, RecordedContribution>;
  readonly disabled: DisabledEntry[];
}

/**
 * Contributions per extension point with the SDK's merge rules. The registry is a value:
 * `clone()` lets the host stage one plugin's registration and keep it only if it all succeeds.
 */
export class ContributionRegistry {
  private seq = 0;

  constructor(private readonly points: Map<string, PointState> = new Map()) {}

  clone(): ContributionRegistry {
    const copy = new Map<string, PointState>();
    for (const [id, state] of this.points) copy.set(id, { entries: new Map(state.entries), disabled: [...state.disabled] });
    const next = new ContributionRegistry(copy);
    next.seq = this.seq;
    return next;
  }

  contribute(pointId: string, value: Contribution, plugin: PluginRef): void {
    const point = this.requirePoint(pointId, plugin);
    if (!value || typeof value.id !== 'string' || value.id === '') {
      throw new RegistrationError(`Plugin "${plugin.id}" made a contribution to "${pointId}" without an id`, [plugin.id]);
    }
    if (isCoreId(value.id) && !isCoreId(plugin.id)) {
      throw new RegistrationError(
        `Plugin "${plugin.id}" contributes "${value.id}" to "${pointId}": ids starting with "core." are core's; give it an id of the plugin's own, or replace() core's`,
        [plugin.id],
      );
    }
    const state = this.state(pointId);
    this.refuseSecondRoute(pointId, state, value, plugin);
    const existing = state.entries.get(value.id);
    if (existing) {
      throw new RegistrationError(
        `Plugin "${plugin.id}" contributes "${value.id}" to "${pointId}", which plugin "${existing.plugin.id}" already contributed; use replace() to change it`,
        [plugin.id, existing.plugin.id],
      );
    }
    if (point.merge === 'single' && state.entries.size > 0) {
      const [holder] = state.entries.values();
      throw new RegistrationError(
        `Extension point "${pointId}" takes a single contribution: plugin "${plugin.id}" contributes "${value.id}" but plugin "${holder!.plugin.id}" already contributed "${holder!.value.id}"; use replace()`,
        [plugin.id, holder!.plugin.id],
      );
    }
    state.entries.set(value.id, { value, plugin, rank: plugin.loadIndex, seq: this.seq++ });
  }

  /** `value.id`, when the plugin gave one, must be the target's: a replacement keeps the id. */
  replace(pointId: string, targetId: string, value: Omit<Contribution, 'id'> & { readonly id?: string }, plugin: PluginRef): void {
    this.requirePoint(pointId, plugin);
    const state = this.state(pointId);
    const target = state.entries.get(targetId);
    if (!target) {
      throw new RegistrationError(`Plugin "${plugin.id}" replaces "${targetId}" in "${pointId}", but no plugin contributed that id`, [plugin.id]);
    }
    if (value.id !== undefined && value.id !== targetId) {
      throw new RegistrationError(
        `Plugin "${plugin.id}" replaces "${targetId}" in "${pointId}" with a contribution whose id is "${value.id}"; a replacement keeps the target's id (contribute() a new id instead)`,
        [plugin.id, target.plugin.id],
      );
    }
    if (pointId === routes.id && (value as Partial<RouteContribution>).path !== (target.value as RouteContribution).path) {
      throw new RegistrationError(
        `Plugin "${plugin.id}" replaces route "${targetId}" with a page for path "${(value as Partial<RouteContribution>).path}"; a replaced route keeps its path`,
        [plugin.id, target.plugin.id],
      );
    }
    if (target.replaced) {
      throw new RegistrationError(
        `Plugins "${target.plugin.id}" and "${plugin.id}" both replace "${targetId}" in "${pointId}"`,
        [target.plugin.id, plugin.id],
      );
    }
    const merged = { ...value, id: targetId, order: value.order ?? target.value.order };
    state.entries.set(targetId, { value: merged, plugin, replaced: { originalPlugin: target.plugin.id }, rank: target.rank, seq: target.seq });
  }

  disable(pointId: string, targetId: string, plugin: PluginRef): void {
    this.requirePoint(pointId, plugin);
    const state = this.state(pointId);
    const target = state.entries.get(targetId);
    if (!target) {
      const earlier = state.disabled.find((d) => d.id === targetId);
      const detail = earlier ? `; plugin "${earlier.disabledBy}" already disabled it` : ', but no plugin contributed that id';
      throw new RegistrationError(
        `Plugin "${plugin.id}" disables "${targetId}" in "${pointId}"${detail}`,
        earlier ? [plugin.id, earlier.disabledBy] : [plugin.id],
      );
    }
    state.entries.delete(targetId);
    state.disabled.push({ id: targetId, pluginId: target.plugin.id, disabledBy: plugin.id });
  }

  /** The effective contributions of a point, sorted by `order`, then plugin load order, then contribution order. */
  resolve<T extends Contribution>(point: ExtensionPoint<T> | string): T[] {
    return this.sorted(typeof point === 'string' ? point : point.id).map((e) => e.value as T);
  }

  /** The recorded entries of a point, in effective order, with attribution. */
  entries(pointId: string): RecordedContribution[] {
    return this.sorted(pointId);
  }

  explain(pointId: string): ExplainEntry[] {
    return this.sorted(pointId).map((e) => ({
      id: e.value.id,
      order: e.value.order ?? 0,
      pluginId: e.plugin.id,
      pluginVersion: e.plugin.version,
      ...(e.replaced ? { replaces: e.replaced.originalPlugin } : {}),
    }));
  }

  disabled(pointId: string): DisabledEntry[] {
    return [...(this.points.get(pointId)?.disabled ?? [])];
  }

  private sorted(pointId: string): RecordedContribution[] {
    const state = this.points.get(pointId);
    if (!state) return [];
    return [...state.entries.values()].sort(
      (a, b) => (a.value.order ?? 0) - (b.value.order ?? 0) || a.rank - b.rank || a.seq - b.seq,
    );
  }

  /**
   * Routes are keyed by path: a second page for a path another contribution already serves is
   * refused whatever its id, so two plugins cannot both claim `/cart` and let load order pick.
   */
  private refuseSecondRoute(pointId: string, state: PointState, value: Contribution, plugin: PluginRef): void {
    if (pointId !== routes.id) return;
    const path = (value as RouteContribution).path;
    const holder = [...state.entries.values()].find((e) => (e.value as RouteContribution).path === path);
    if (!holder) return;
    throw new RegistrationError(
      `Plugin "${plugin.id}" contributes route "${value.id}" for path "${path}", which plugin "${holder.plugin.id}" already serves ("${holder.value.id}"); use replace() to change that page`,
      [plugin.id, holder.plugin.id],
    );
  }

  private requirePoint(pointId: string, plugin: PluginRef) {
    const point = findExtensionPoint(pointId);
    if (!point) throw new RegistrationError(`Plugin "${plugin.id}" uses unknown extension point "${pointId}"`, [plugin.id]);
    return point;
  }

  private state(pointId: string): PointState {
    let state = this.points.get(pointId);
    if (!state) {
      state = { entries: new Map(), disabled: [] };
      this.points.set(pointId, state);
    }
    return state;
  }
}
