import { requestListActions, type RequestActionProps } from '@mall/sdk';
import { PointActions } from '../../../shell/point-actions';

/** Permission code of a My requests button (spec 2 section 3's catalogue), as the platform seed names it. */
export const myRequestPermission = (action: string) => `mall.tenant.buying-manage.my-request.button.${action}`;

/**
 * The actions of My requests as `request-list.actions` holds them (core's and the tenant's) for
 * one place: on a row those the request offers, on the toolbar the toolbar's; each behind its
 * permission, inside its own error boundary, so a button never offers a move the server refuses.
 */
export function RequestActions(props: RequestActionProps) {
  const { request, place } = props;
  return (
    <PointActions
      point={requestListActions}
      props={props}
      offered={(action) => (action.place ?? 'row') === place && (!request || !action.when || action.when(request))}
    />
  );
}
