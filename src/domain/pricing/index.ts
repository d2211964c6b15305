export { computeTotals, discountFor, type CartTotals, type PricedLine, type PromoRule, type TotalsOptions } from './cart-totals';
export { parisDay } from './paris-day';
export { checkPromo, type PromoCheck, type PromoCodeState, type PromoContext, type PromoRefusal } from './promo-check';
