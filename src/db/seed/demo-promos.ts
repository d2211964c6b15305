/**
 * Demo promo codes. Their validity windows are days relative to the seed date, so the demo
 * always has a code that works, one that has expired and one that has not started yet.
 */
export const DEMO_PROMO_CODES = {
  activeRate: 'BIENVENUE10',
  activeFixed: 'ATELIER5',
  activeSingleUse: 'PREMIERE15',
  expired: 'ETE20',
  future: 'NOEL15',
  inactive: 'VIP30',
} as const;

export type DemoPromo = {
  code: string;
  type: 'rate' | 'fixed';
  /** rate: whole percent; fixed: cents. */
  value: number;
  /** Days from the seed date (negative: in the past), inclusive. */
  startsInDays: number;
  endsInDays: number;
  isActive: boolean;
  singleUse: boolean;
};

export const DEMO_PROMOS: DemoPromo[] = [
  { code: DEMO_PROMO_CODES.activeRate, type: 'rate', value: 10, startsInDays: -90, endsInDays: 365, isActive: true, singleUse: false },
  { code: DEMO_PROMO_CODES.activeFixed, type: 'fixed', value: 500, startsInDays: -30, endsInDays: 180, isActive: true, singleUse: false },
  { code: DEMO_PROMO_CODES.activeSingleUse, type: 'rate', value: 15, startsInDays: -10, endsInDays: 90, isActive: true, singleUse: true },
  { code: DEMO_PROMO_CODES.expired, type: 'rate', value: 20, startsInDays: -150, endsInDays: -60, isActive: true, singleUse: false },
  { code: DEMO_PROMO_CODES.future, type: 'rate', value: 15, startsInDays: 20, endsInDays: 50, isActive: true, singleUse: false },
  { code: DEMO_PROMO_CODES.inactive, type: 'rate', value: 30, startsInDays: -20, endsInDays: 60, isActive: false, singleUse: false },
];
