import { POLICY_DURATIONS } from '../shop-policies';
import { orderDateLabel } from './order-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last days (dd/mm/yyyy, Paris) a customer may withdraw and return items, counted from the
 * delivery: 14 days to withdraw (the law), 30 to return (the shop's terms).
 */
export function closingDays(deliveredAt: Date): { withdrawalUntil: string; returnUntil: string } {
  const after = (days: number) => orderDateLabel(new Date(deliveredAt.getTime() + days * DAY_MS).toISOString());
  return { withdrawalUntil: after(POLICY_DURATIONS.withdrawal.value), returnUntil: after(POLICY_DURATIONS.returnWindow.value) };
}
