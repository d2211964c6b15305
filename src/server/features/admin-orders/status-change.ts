import { forwardActionTo, statusChangeRefusal } from '../../../domain/orders/lifecycle';
import type { OrderStatus } from '../../../domain/orders/orders';
import { HttpError } from '../../errors';
import type { Carrier } from '../../../domain/orders/carriers';
import { cancelOrder } from './cancellation';
import { transitionRefused, withLockedOrder, type ActingStaff } from './locked-order';
import { confirmOrder, deliverOrder, shipOrder, type DeskDeps } from './order-actions';

export type StatusChange = { status: OrderStatus; carrier?: Carrier; trackingNumber?: string; refundCents?: number };

/**
 * The spec's "Modifier le statut": the status picked names a forward step of the lifecycle,
 * which runs as its own action does (shipping with its parcel, cancelling with its confirmed
 * refund). A status no forward step reaches is refused as the lifecycle refuses it.
 */
export async function changeStatus(deps: DeskDeps, orderId: number, change: StatusChange, staff: ActingStaff): Promise<void> {
  const from = await withLockedOrder(deps.db, orderId, async (_tx, order) => order.status);
  const action = forwardActionTo(from, change.status);
  switch (action) {
    case 'confirm':
      return confirmOrder(deps, orderId, staff);
    case 'ship':
      if (!change.carrier) throw new HttpError(400, 'invalid_parameter', 'back:errors.orders.carrierMissing', 'carrier');
      if (!change.trackingNumber) throw new HttpError(400, 'invalid_parameter', 'back:errors.orders.trackingMissing', 'trackingNumber');
      return shipOrder(deps, orderId, { carrier: change.carrier, trackingNumber: change.trackingNumber }, staff);
    case 'deliver':
      return deliverOrder(deps, orderId, staff);
    case 'reject':
    case 'cancel':
      if (change.refundCents === undefined) throw new HttpError(400, 'invalid_parameter', 'back:errors.orders.refundToConfirm', 'refundCents');
      await cancelOrder(deps, orderId, change.refundCents, staff);
      return;
    default:
      throw transitionRefused(statusChangeRefusal(from, change.status));
  }
}
