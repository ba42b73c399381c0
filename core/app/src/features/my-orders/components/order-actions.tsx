import { orderListActions, type OrderActionProps } from '@mall/sdk';
import { PointActions } from '../../../shell/point-actions';

/**
 * The actions of one order, as `order-list.actions` holds them (core's and the tenant's): each
 * drawn when the order offers it, behind its permission, inside its own error boundary.
 */
export function OrderActions(props: OrderActionProps) {
  return <PointActions point={orderListActions} props={props} offered={(action) => !action.when || action.when(props.order)} gap={4} />;
}
