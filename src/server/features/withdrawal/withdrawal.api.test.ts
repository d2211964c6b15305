import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { daysAgo, insertSettings } from '../../../../tests/helpers/factories';
import { insertOrder, type OrderFixture } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { mailOutbox, orderEvents, orders, returnLines, returns } from '../../../db/schema';
import type { CustomerOrderDetail } from '../../../domain/orders/orders';
import { parisDateAndTime, sendBackLastDay, withdrawalLastDay } from '../../../domain/orders/withdrawal';
import type { WithdrawalReceipt } from '../../../domain/orders/withdrawal-view';
import { dayLabel } from '../../../domain/sales/paris-calendar';
import { translatorFor } from '../../../i18n/instance';
import { expectRefusal } from '../accounts/api-test-kit';
import { deskWithdrawal } from './desk';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import type { StaffOrderDetail, StaffOrderPage } from '../../../domain/orders/staff-orders';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertSettings(t.db, {
    'name company': 'Atelier Lumière',
    'address contact': '3 rue des Tisserands',
    'zip contact': '69001',
    'City contact': 'Lyon',
    'country contact': 'France',
  });
});

afterAll(async () => {
  await t?.close();
});

type Caller = (method: 'GET' | 'POST', url: string, body?: unknown, lang?: 'fr' | 'en') => Promise<LightMyRequestResponse>;

async function newCustomer(): Promise<{ id: number; call: Caller }> {
  const customer = await insertCustomer(t.db);
  const cookie = await signInAs(t.db, customer.id);
  return {
    id: customer.id,
    call: (method, url, body, lang = 'fr') =>
      t.app.inject({
        method,
        url: `/api/store${url}`,
        headers: { cookie, 'accept-language': lang },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
  };
}

/** A paid order; `deliveredDaysAgo` marks it shipped the day before and delivered then, as the desk's steps would. */
async function paidOrder(fixture: OrderFixture & { deliveredDaysAgo?: number; locale?: 'fr' | 'en' } = {}) {
  const { deliveredDaysAgo, locale = 'fr', ...rest } = fixture;
  const delivered = deliveredDaysAgo !== undefined;
  const order = await insertOrder(t.db, { status: delivered ? 'delivered' : 'pending', ...rest });
  await t.db
    .update(orders)
    .set({ locale, ...(delivered ? { shippedAt: daysAgo(deliveredDaysAgo + 1), deliveredAt: daysAgo(deliveredDaysAgo) } : {}) })
    .where(eq(orders.id, order.id));
  return order;
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsAbout = (orderId: number) => t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));
const eventsOf = (orderId: number) => t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
const returnsOf = (orderId: number) => t.db.select().from(returns).where(eq(returns.orderId, orderId));

/** Everything a withdrawal could change, to show that a refusal changed none of it. */
const footprint = async (orderId: number) => ({
  order: await orderRow(orderId),
  mails: await mailsAbout(orderId),
  events: await eventsOf(orderId),
  returns: await returnsOf(orderId),
});

const fr = translatorFor('fr');

describe('a signed-in customer withdraws from a delivered order', () => {
  it('records it, opens a return of every unit, mails the acknowledgement with its date and time, and the order says so', async () => {
    const me = await newCustomer();
    const order = await paidOrder({
      customerId: me.id,
      deliveredDaysAgo: 3,
      locale: 'en',
      lines: [
        { name: 'T-shirt Canut', colorName: 'Navy', sizeName: 'L', quantity: 2, unitPriceCents: 3500 },
        { name: 'Sweat Croix-Rousse', colorName: 'Ecru', sizeName: 'M', quantity: 1, unitPriceCents: 6900 },
      ],
    });
    const delivered = (await orderRow(order.id)).deliveredAt!;
    const before = (await me.call('GET', `/orders/${order.id}`)).json<CustomerOrderDetail>();
    expect(before.withdrawal).toEqual({ state: 'open', lastDay: dayLabel(withdrawalLastDay(delivered)) });

    const response = await me.call('POST', `/orders/${order.id}/withdrawal`, { name: '  Léa Martin ', email: 'lea.receipt@exemple.fr' });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<WithdrawalReceipt>();
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ withdrawalName: 'Léa Martin', withdrawalEmail: 'lea.receipt@exemple.fr', status: 'delivered' });
    const { date, time } = parisDateAndTime(row.withdrawnAt!);
    const sendBackUntil = dayLabel(sendBackLastDay(row.withdrawnAt!));
    expect(receipt).toEqual({
      alreadyReceived: false,
      date,
      time,
      email: 'lea.receipt@exemple.fr',
      next: 'send-back',
      sendBackUntil,
      message: fr('orders:withdrawal.done.received', { date, time, email: 'lea.receipt@exemple.fr' }),
    });

    // Staff receive it as any return: every unit of every line, requested.
    const [opened] = await returnsOf(order.id);
    expect(opened).toMatchObject({ reason: 'withdrawal', status: 'requested' });
    const lines = await t.db.select().from(returnLines).where(eq(returnLines.returnId, opened!.id)).orderBy(asc(returnLines.orderLineId));
    expect(lines.map(({ orderLineId, quantity }) => ({ orderLineId, quantity }))).toEqual(
      order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
    );
    expect((await eventsOf(order.id)).map(({ kind, returnId }) => ({ kind, returnId }))).toEqual([{ kind: 'withdrawn', returnId: opened!.id }]);

    // The acknowledgement: to the address given, in the order's language, its content, date and time, where and until when to send back.
    const [mail] = await mailsAbout(order.id);
    expect(mail).toMatchObject({ to: 'lea.receipt@exemple.fr', locale: 'en', template: 'withdrawal-received' });
    expect(mail!.subject).toBe(`Acknowledgement of your withdrawal – order ${order.number} – Atelier Lumière`);
    expect(mail!.text).toContain(`received on ${date} ${time} (Paris time)`);
    expect(mail!.text).toContain('T-shirt Canut (Navy, L)');
    expect(mail!.text).toContain('Sweat Croix-Rousse (Ecru, M)');
    expect(mail!.text).toContain(`by ${sendBackUntil} at the latest`);
    for (const line of ['Atelier Lumière', '3 rue des Tisserands', '69001 Lyon', 'France']) expect(mail!.text).toContain(line);
    // The order's page, and no second offer to withdraw.
    expect(mail!.text).toContain(`/commande/${order.id}`);
    expect(mail!.text).not.toContain('/retractation/');

    const after = (await me.call('GET', `/orders/${order.id}`, undefined, 'en')).json<CustomerOrderDetail>();
    expect(after.withdrawal).toEqual({ state: 'received', date, time });
    expect(await deskWithdrawal(t.db, order.id)).toEqual({
      receivedAt: row.withdrawnAt!.toISOString(),
      name: 'Léa Martin',
      email: 'lea.receipt@exemple.fr',
      returnId: opened!.id,
      task: 'receive-return',
    });
  });

  it('answers a second confirmation with the first one’s date, changing nothing', async () => {
    const me = await newCustomer();
    const order = await paidOrder({ customerId: me.id, deliveredDaysAgo: 1 });
    const first = await me.call('POST', `/orders/${order.id}/withdrawal`, { name: 'Léa Martin', email: 'lea@exemple.fr' });
    expect(first.statusCode).toBe(201);
    const then = await footprint(order.id);

    const again = await me.call('POST', `/orders/${order.id}/withdrawal`, { name: 'Autre Nom', email: 'autre@exemple.fr' }, 'en');
    expect(again.statusCode).toBe(200);
    const { date, time } = first.json<WithdrawalReceipt>();
    expect(again.json<WithdrawalReceipt>()).toMatchObject({
      alreadyReceived: true,
      date,
      time,
      email: 'lea@exemple.fr',
      message: `Your withdrawal from order ${order.number} was already received, on ${date} at ${time}.`,
    });
    expect(await footprint(order.id)).toEqual(then);
  });

  it('leaves an order not shipped yet for staff to cancel and refund: no return, the acknowledgement says so', async () => {
    const me = await newCustomer();
    const order = await paidOrder({ customerId: me.id, status: 'processing' });
    const response = await me.call('POST', `/orders/${order.id}/withdrawal`, { name: 'Léa Martin', email: 'lea@exemple.fr' });
    expect(response.json<WithdrawalReceipt>()).toMatchObject({ next: 'cancelled', sendBackUntil: null });
    expect(await returnsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('processing');
    const [mail] = await mailsAbout(order.id);
    expect(mail!.text).toContain('nous l’annulons et vous remboursons l’intégralité de son montant');
    expect(mail!.text).not.toContain('Adresse de retour');
    expect((await deskWithdrawal(t.db, order.id))?.task).toBe('cancel');
    // The desk's "Rétractations" view lists it, with its badge.
    const staff = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/orders?view=withdrawn&q=${order.number}`, headers: { cookie: staff } });
    expect(listed.json<StaffOrderPage>().items).toEqual([expect.objectContaining({ number: order.number, withdrawn: true })]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: { cookie: staff } });
    expect(detail.json<StaffOrderDetail>().withdrawal).toMatchObject({ task: 'cancel', name: expect.any(String) });
  });
});

describe('refusals, each changing nothing', () => {
  it('refuses after the period, naming why, in the customer’s language', async () => {
    const me = await newCustomer();
    const order = await paidOrder({ customerId: me.id, deliveredDaysAgo: 20 });
    const before = await footprint(order.id);
    expect((await me.call('GET', `/orders/${order.id}`)).json<CustomerOrderDetail>().withdrawal).toMatchObject({
      state: 'closed',
      reason: 'periodOver',
    });
    for (const lang of ['fr', 'en'] as const) {
      const response = await me.call('POST', `/orders/${order.id}/withdrawal`, { name: 'Léa Martin', email: 'lea@exemple.fr' }, lang);
      expectRefusal(response, 409, 'withdrawal_period_over', 'orders:withdrawal.errors.periodOver', lang);
    }
    expect(await footprint(order.id)).toEqual(before);
  });

  it('refuses a cancelled order', async () => {
    const me = await newCustomer();
    const order = await paidOrder({ customerId: me.id, status: 'cancelled' });
    const before = await footprint(order.id);
    const response = await me.call('POST', `/orders/${order.id}/withdrawal`, { name: 'Léa Martin', email: 'lea@exemple.fr' });
    expectRefusal(response, 409, 'order_cancelled', 'orders:withdrawal.errors.cancelled');
    expect(await footprint(order.id)).toEqual(before);
  });

  it('answers 404 for another customer’s order, one awaiting payment and one removed from the list, as for an unknown one', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const theirs = await paidOrder({ customerId: other.id, deliveredDaysAgo: 1 });
    const awaiting = await insertOrder(t.db, { customerId: me.id, status: 'awaiting_payment' });
    const hidden = await paidOrder({ customerId: me.id, hiddenByCustomerAt: new Date() });
    const before = await Promise.all([theirs, awaiting, hidden].map((order) => footprint(order.id)));
    for (const id of [theirs.id, awaiting.id, hidden.id, 999_999]) {
      const response = await me.call('POST', `/orders/${id}/withdrawal`, { name: 'Léa Martin', email: 'lea@exemple.fr' });
      expectRefusal(response, 404, 'order_not_found', 'orders:errors.notFound');
    }
    expect(await Promise.all([theirs, awaiting, hidden].map((order) => footprint(order.id)))).toEqual(before);
  });

  it('asks a visitor who is not signed in to sign in, before reading anything', async () => {
    const order = await paidOrder({ deliveredDaysAgo: 1 });
    const response = await t.app.inject({ method: 'POST', url: `/api/store/orders/${order.id}/withdrawal`, payload: { name: '' } });
    expect(response.statusCode).toBe(401);
    expect((await orderRow(order.id)).withdrawnAt).toBeNull();
  });

  it.each([
    ['an empty name', { name: '   ', email: 'lea@exemple.fr' }, 'name', 'orders:withdrawal.validation.nameRequired'],
    ['no name', { email: 'lea@exemple.fr' }, 'name', 'orders:withdrawal.validation.nameRequired'],
    ['a name too long', { name: 'L'.repeat(201), email: 'lea@exemple.fr' }, 'name', 'orders:withdrawal.validation.nameTooLong'],
    ['an invalid e-mail', { name: 'Léa Martin', email: 'lea@' }, 'email', 'account:validation.emailInvalid'],
    ['no e-mail', { name: 'Léa Martin', email: '' }, 'email', 'account:validation.emailRequired'],
  ])('refuses %s with 400 naming the field, in French and English', async (_case, body, field, key) => {
    const me = await newCustomer();
    const order = await paidOrder({ customerId: me.id, deliveredDaysAgo: 1 });
    const before = await footprint(order.id);
    for (const lang of ['fr', 'en'] as const) {
      expectRefusal(await me.call('POST', `/orders/${order.id}/withdrawal`, body, lang), 400, 'invalid_parameter', key, lang, field);
    }
    expect(await footprint(order.id)).toEqual(before);
  });
});

describe('two confirmations at once', () => {
  it('records one withdrawal, one return and one acknowledgement', async () => {
    const me = await newCustomer();
    const order = await paidOrder({ customerId: me.id, deliveredDaysAgo: 2 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => me.call('POST', `/orders/${order.id}/withdrawal`, { name: 'Léa Martin', email: 'lea@exemple.fr' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await returnsOf(order.id)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect((await mailsAbout(order.id)).filter((mail) => mail.template === 'withdrawal-received')).toHaveLength(1);
  });
});
