import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { countQueries } from '../../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { startMailDelivery, type MailDelivery } from '../../../../tests/helpers/mail-delivery';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs, type StaffRow } from '../../../../tests/helpers/staff';
import { eq } from 'drizzle-orm';
import { mailOutbox, settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { TimelineEntry } from '../../../domain/orders/order-timeline';
import type { StaffOrderDetail } from '../../../domain/orders/staff-orders';
import { SETTING_KEYS } from '../../../domain/settings';
import { CARDS, Shopper, typedAddress } from '../checkout/checkout-test-kit';
import { eventually } from '../../../../tests/helpers/wait';

let t: TestApp;
let cookie: string;
let member: StaffRow;
let delivery: MailDelivery;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  member = await insertStaff(t.db, 'collaborator', { firstName: 'Inès', lastName: 'Courrier' });
  cookie = await signInStaffAs(t.db, member.id);
  // The timeline shows what the shop's own delivery worker did.
  delivery = await startMailDelivery(t.db);
});
afterAll(async () => {
  await delivery?.stop();
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie } });

const detailOf = async (orderId: number) => (await call('GET', `/orders/${orderId}`)).json<StaffOrderDetail>();
const mailsOf = (timeline: TimelineEntry[]) => timeline.filter((entry) => entry.kind === 'mail');

describe('the mails in an order’s timeline', () => {
  it('lists the confirmation and the invoice mail with their recipient, who sent them and when they were delivered', async () => {
    const base = await insertCatalogueBase(t.db);
    const product = await insertProduct(t.db, { stock: [{ color: base.colors.red, size: base.sizes.S, quantity: 3 }] });
    const shopper = new Shopper(t.app);
    await shopper.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.red.id, sizeId: base.sizes.S.id, quantity: 1 });
    await shopper.answerAsGuest('timeline@exemple.fr', typedAddress({ email: 'timeline@exemple.fr' }));
    const { orderId } = await shopper.placeOrder();
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });

    const billed = await call('POST', `/orders/${orderId}/invoice`);
    expect(billed.statusCode, billed.body).toBe(201);
    const invoice = billed.json<{ id: number; number: string }>();
    expect((await call('POST', `/invoices/${invoice.id}/send`)).statusCode).toBe(204);

    await eventually(() => expect(delivery.mailbox.to('timeline@exemple.fr')).toHaveLength(2));
    // Delivered means marked sent by the worker, just after the server took it.
    await eventually(async () => expect(mailsOf((await detailOf(orderId)).timeline).map((mail) => mail.delivery)).toEqual(['sent', 'sent']));
    const [confirmationMail, invoiceMail] = delivery.mailbox.to('timeline@exemple.fr');

    const { timeline } = await detailOf(orderId);
    const [confirmation, invoiceSent] = mailsOf(timeline);
    expect(confirmation).toMatchObject({
      template: 'order-confirmation',
      subject: confirmationMail!.subject,
      to: 'timeline@exemple.fr',
      by: null,
      deliveryAt: expect.any(String),
    });
    expect(invoiceSent).toMatchObject({
      template: 'invoice',
      subject: invoiceMail!.subject,
      to: 'timeline@exemple.fr',
      by: `${member.firstName} ${member.lastName}`,
      deliveryAt: expect.any(String),
    });
    expect(invoiceMail!.subject).toContain(invoice.number);
    expect(Date.parse(invoiceSent!.deliveryAt!)).toBeGreaterThanOrEqual(Date.parse(invoiceSent!.at));
    // In the order's story: the confirmation after the payment, the invoice mail after the invoice.
    expect(timeline.map((entry) => entry.kind)).toEqual(['placed', 'paid', 'mail', 'invoiced', 'mail', 'consulted']);
  });

  it('reads them in one query, whatever their number', async () => {
    const silent = await insertOrder(t.db);
    const mailed = await insertOrder(t.db);
    // The first opening marks an order consulted: only later ones are compared.
    await detailOf(silent.id);
    await detailOf(mailed.id);
    const billed = await call('POST', `/orders/${mailed.id}/invoice`);
    expect(billed.statusCode, billed.body).toBe(201);
    const { id } = billed.json<{ id: number }>();
    for (let n = 0; n < 3; n++) expect((await call('POST', `/invoices/${id}/send`)).statusCode).toBe(204);

    expect(mailsOf((await detailOf(mailed.id)).timeline)).toHaveLength(3);
    // The worker's polls share the database: they must not be counted as the page's.
    await eventually(async () => expect(await t.db.$count(mailOutbox, eq(mailOutbox.status, 'pending'))).toBe(0));
    await delivery.stop();
    expect(await countQueries(t.db, () => detailOf(mailed.id))).toBe(await countQueries(t.db, () => detailOf(silent.id)));
  });
});
