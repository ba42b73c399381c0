import type { MallRequest } from '@mall/domain';
import type { ComponentType } from 'react';
import { defineExtensionPoint, type Contribution } from '../extension-point';

/**
 * What a My requests action receives: on a row, the request as the list shows it; on the
 * toolbar (above the list, 'create'), no request. `refresh` reloads the list and its status counts.
 * @public
 */
export interface RequestActionProps {
  readonly request?: MallRequest;
  readonly refresh: () => void;
  readonly place: 'toolbar' | 'row';
}

/**
 * An action of My requests (spec 2 section 3's catalogue: create, copy, cancel, cancel lines,
 * submit-withdraw, document flow, approval record, re-edit, cancel request, import manual
 * products to cart). The component draws its own button (and any dialog it opens). `place` says
 * where it goes: `row` (default) beside each request, offered when `when(request)` holds; `toolbar`
 * once above the list. `permission` gates it like the spec's buttons: a denied code hides it, or
 * shows it disabled when the code's controllerType is `disabled`.
 * @public
 */
export interface RequestActionContribution extends Contribution {
  readonly place?: 'toolbar' | 'row';
  /** Permission code of the button, for example `mall.tenant.buying-manage.my-request.button.copy`. */
  readonly permission?: string;
  /** Whether a request offers the action (row actions only; default: always). */
  readonly when?: (request: MallRequest) => boolean;
  readonly component: ComponentType<RequestActionProps>;
}

/**
 * `request-list.actions`: the actions of My requests, beside each request and above the list.
 * Core contributes its own with the `CoreIds.myRequests` ids; a plugin adds one, replaces one
 * or disables one by id.
 * @public
 */
export const requestListActions = defineExtensionPoint<RequestActionContribution>('request-list.actions', {
  merge: 'ordered',
  description:
    "Actions of My requests, each a component that draws its button (and its dialog): `place: 'row'` (default) beside each request when `when(request)` holds, `place: 'toolbar'` above the list. `permission` gates it (denied: hidden, or disabled when the code's controllerType is disabled). Core contributes create, re-edit, copy, withdraw, cancel, cancel lines, cancel request, document flow, approval record, buy again and the OA approval link with `core.my-requests.*` ids.",
  contract: "{ id, order?, place?: 'toolbar' | 'row', permission?, when?(request) => boolean, component: React.ComponentType<{ request?, refresh, place }> }",
});
