import { z } from 'zod';
import { BEST_SELLERS_COUNT, BEST_SELLERS_DAYS, LOW_STOCK_LISTED } from '../../../domain/sales/sales-dashboard';
import { DAILY_SALES_DAYS, SALES_PERIODS, type SalesPeriodKey } from '../../../domain/sales/sales-periods';

/** Shape of the sales dashboard's answer, for the OpenAPI document and the serializer. */

const figures = z.object({
  revenueCents: z.number().int().describe('What customers paid (VAT, shipping and discounts included), in cents'),
  orders: z.number().int(),
});
/** The product a best seller or a low variant is, as its edit page names it. */
const product = { productId: z.number().int(), reference: z.string(), nameFr: z.string(), nameEn: z.string() };
const change = z.number().int().nullable().describe('Whole percent from the previous period; null when the previous period sold nothing');

export const salesDashboardSchema = z.object({
  at: z.iso.datetime().describe('When the figures were read: the periods end here'),
  periods: z
    .array(
      z.object({
        key: z.enum(SALES_PERIODS.map((period) => period.key) as [SalesPeriodKey, ...SalesPeriodKey[]]),
        days: z.number().int(),
        from: z.iso.datetime().describe('00:00 in Paris on the first day of the period'),
        to: z.iso.datetime(),
        previousFrom: z.iso.datetime(),
        previousTo: z.iso.datetime().describe('The same time of day as `to`, `days` Paris days before'),
        current: figures,
        previous: figures,
        revenueChange: change,
        ordersChange: change,
      }),
    )
    .describe('Today, the last 7 and the last 30 Paris days up to now, each against the same period moved back as many days'),
  daily: z
    .array(z.object({ day: z.iso.date().describe('A Paris calendar day'), ...figures.shape }))
    .describe(`The last ${DAILY_SALES_DAYS} Paris days, oldest first, every day present (0 when nothing sold)`),
  bestSellers: z
    .array(
      z.object({
        ...product,
        units: z.number().int(),
        revenueCents: z.number().int().describe('Its lines at the prices paid, before order discounts and shipping'),
      }),
    )
    .describe(`The ${BEST_SELLERS_COUNT} products sold in most units over the last ${BEST_SELLERS_DAYS} days`),
  lowStock: z.object({
    threshold: z.number().int().describe('A variant with this many units or fewer is low (the products list flags it too)'),
    total: z.number().int().describe('How many variants of products not archived are low'),
    items: z
      .array(
        z.object({
          ...product,
          colorFr: z.string(),
          colorEn: z.string(),
          size: z.string(),
          quantity: z.number().int().describe('Units free to sell'),
        }),
      )
      .describe(`The ${LOW_STOCK_LISTED} with the fewest units`),
  }),
  awaiting: z.object({
    pending: z.number().int().describe("Paid orders waiting for staff to confirm or reject them ('En attente')"),
    unconsulted: z.number().int().describe('Paid orders no staff member has opened yet (the sidebar badge)'),
    oldest: z.array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        createdAt: z.iso.datetime(),
        totalCents: z.number().int(),
        customerName: z.string().describe('The billing name'),
        consulted: z.boolean(),
      }),
    ),
  }),
});
