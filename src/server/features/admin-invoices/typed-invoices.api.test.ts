import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { homeAddress, insertOrder } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices, orders, settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { InvoicePage } from '../../../domain/invoicing/invoice-lists';
import { SETTING_KEYS } from '../../../domain/settings';

/** The creation form (/back/creer-une-facture): which order a typed invoice may name, and who then sees it. */

let t: TestApp;
let administrator: string;
let collaborator: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
});
afterAll(() => t?.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object, cookie = administrator): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The form's body: a buyer (Camille Durand by default), one line of 24.00, and the order number typed. */
const typed = (orderNumber: string, buyer: Partial<typeof homeAddress> = {}) => ({
  customer: { ...homeAddress, ...buyer },
  orderNumber,
  lines: [{ description: 'Retouche sur mesure', quantity: 1, unitPriceCents: 2400 }],
});

/** What the form's confirmation asks before issuing. */
const check = (orderNumber: string, email: string, lang = 'fr', cookie = administrator) =>
  admin('GET', `/invoices/typed-invoice-order?${new URLSearchParams({ orderNumber, email, lang })}`, undefined, cookie);

const invoiceCount = async () => (await t.db.select({ id: invoices.id }).from(invoices)).length;
const customerList = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/store/invoices', headers: { cookie } })).json<InvoicePage>();

describe('a typed invoice and its order', () => {
  it('names a paid order placed with the buyer’s e-mail (case aside): the confirmation names it, and its customer sees the invoice', async () => {
    const jeanne = await insertCustomer(t.db);
    const order = await insertOrder(t.db, {
      customerId: jeanne.id,
      status: 'processing',
      billing: { firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne.martin@exemple.fr' },
    });

    const confirmation = await check(order.number.toLowerCase(), ' Jeanne.Martin@Exemple.fr ');
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    expect(confirmation.json()).toEqual({ orderNumber: order.number, buyerName: 'Jeanne Martin' });

    const response = await admin(
      'POST',
      '/invoices',
      typed(order.number, { firstName: 'Jeanne', lastName: 'Martin', email: 'JEANNE.MARTIN@exemple.fr' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, response.json<{ id: number }>().id));
    expect(row).toMatchObject({ orderId: order.id, orderNumber: order.number, customerId: jeanne.id, totalGrossCents: 2400 });
    expect((await customerList(await signInAs(t.db, jeanne.id))).items.map((item) => item.id)).toEqual([row!.id]);
  });

  it('a made-up buyer typed with another customer’s order number is refused on the order number, writes nothing, and never reaches that customer’s invoices', async () => {
    const victim = await insertCustomer(t.db);
    const order = await insertOrder(t.db, { customerId: victim.id, status: 'processing', billing: { email: 'lea.victime@exemple.fr' } });
    const before = await invoiceCount();

    const refused = await admin(
      'POST',
      '/invoices',
      typed(order.number, { firstName: 'Inventé', lastName: 'Personne', email: 'quelquun@ailleurs.fr' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'order_email_mismatch',
      field: 'orderNumber',
      message: 'Cette commande a été passée avec une autre adresse e-mail que celle du client saisi.',
    });
    const english = await check(order.number, 'quelquun@ailleurs.fr', 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatchObject({
      field: 'orderNumber',
      message: 'This order was placed with another e-mail address than the buyer’s typed here.',
    });

    expect(await invoiceCount()).toBe(before);
    expect((await customerList(await signInAs(t.db, victim.id))).total).toBe(0);
  });

  it('refuses an unknown number, an order not paid, cancelled, refunded in full or already invoiced, each with its message on the order number, in French and English', async () => {
    const email = homeAddress.email;
    const unpaid = await insertOrder(t.db, { status: 'awaiting_payment' });
    const cancelled = await insertOrder(t.db, { status: 'cancelled' });
    const refunded = await insertOrder(t.db, { status: 'delivered' });
    await t.db.update(orders).set({ refundedCents: refunded.totalCents }).where(eq(orders.id, refunded.id));
    const invoiced = await insertOrder(t.db, { status: 'processing' });
    expect((await admin('POST', `/orders/${invoiced.id}/invoice`)).statusCode).toBe(201);
    const before = await invoiceCount();

    const cases = [
      [
        'AT999999',
        400,
        'order_unknown',
        'Aucune commande ne porte ce numéro. Laissez le champ vide pour une facture sans commande.',
        'No order has this number. Leave the field empty for an invoice without an order.',
      ],
      [
        unpaid.number,
        409,
        'order_not_paid',
        'Cette commande n’est pas payée : elle ne peut pas encore être facturée.',
        'This order is not paid: it cannot be invoiced yet.',
      ],
      [
        cancelled.number,
        409,
        'order_cancelled',
        'Cette commande est annulée : elle ne peut pas être facturée.',
        'This order is cancelled: it cannot be invoiced.',
      ],
      [
        refunded.number,
        409,
        'order_refunded',
        'Cette commande a été remboursée en totalité : elle ne peut pas être facturée.',
        'This order was refunded in full: it cannot be invoiced.',
      ],
      [invoiced.number, 409, 'already_invoiced', 'Déjà facturé', 'Already invoiced'],
    ] as const;
    for (const [number, status, code, french, english] of cases) {
      const issued = await admin('POST', '/invoices', typed(number));
      expect([number, issued.statusCode, issued.json().error]).toEqual([number, status, { code, field: 'orderNumber', message: french }]);
      const asked = await check(number, email, 'en');
      expect([number, asked.statusCode, asked.json().error.message]).toEqual([number, status, english]);
    }
    expect(await invoiceCount()).toBe(before);
  });

  it('left empty, the invoice belongs to no order and no customer: nobody’s "Mes factures" shows it', async () => {
    // The buyer's address is a customer's own: still not theirs without an order.
    const camille = await insertCustomer(t.db, { email: homeAddress.email });
    const response = await admin('POST', '/invoices', typed(''));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, response.json<{ id: number }>().id));
    expect(row).toMatchObject({ orderId: null, orderNumber: null, customerId: null });
    expect((await customerList(await signInAs(t.db, camille.id))).items.map((item) => item.id)).not.toContain(row!.id);
  });

  it('the confirmation’s check is the administrators’, like the form', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    expect((await check(order.number, homeAddress.email, 'fr', collaborator)).statusCode).toBe(403);
    const customer = await signInAs(t.db, (await insertCustomer(t.db)).id);
    expect((await check(order.number, homeAddress.email, 'fr', customer)).statusCode).toBe(401);
  });
});
