import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct, insertSettings } from '../../../../tests/helpers/factories';
import { startMailDelivery, type MailDelivery } from '../../../../tests/helpers/mail-delivery';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices, orderEvents, orderLinks, orders, refunds, returnLines, returns, stock } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import { SETTING_KEYS } from '../../../domain/settings';
import type { CustomerOrderReturns, StaffOrderReturns } from '../../../domain/orders/return-views';
import { returnLinkFor } from './return-links';
import { asCustomer, asStaff, deliveredOrder, insertReturn, withShopAddress } from './returns-test-kit';
import { eventually } from '../../../../tests/helpers/wait';

/** Returns and partial refunds through the API (issue 21, item 6; ADR 29), on a real database, mails over SMTP. */

let t: TestApp;
let delivery: MailDelivery;
let staffCookie: string;
let customerId: number;
let customerCookie: string;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  await withShopAddress(t);
  // The seller's mentions invoices and credit notes print.
  await insertSettings(t.db, Object.fromEntries(SETTING_KEYS.company.map((key) => [key, DEMO_SETTINGS[key]!])));
  base = await insertCatalogueBase(t.db);
  staffCookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator', { firstName: 'Rémi', lastName: 'Retour' })).id);
  customerId = (await insertCustomer(t.db)).id;
  customerCookie = await signInAs(t.db, customerId);
  delivery = await startMailDelivery(t.db);
});
afterAll(async () => {
  await delivery?.stop();
  await t?.close();
});

/** An order of two T-shirts (29,90 € each, one line) and a sweat-shirt (59,90 €), delivered, paid, 5,99 € delivery. */
async function twoLineOrder(extra: Parameters<typeof deliveredOrder>[1] = {}) {
  const tee = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 5 }] });
  const sweat = await insertProduct(t.db, { priceCents: 5990, stock: [{ color: base.colors.ecru, size: base.sizes.L, quantity: 1 }] });
  const order = await deliveredOrder(t, {
    customerId,
    email: 'camille.retour@exemple.fr',
    lines: [
      { productId: tee.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id, name: 'T-shirt Marin', quantity: 2, unitPriceCents: 2990 },
      { productId: sweat.id, colorId: base.colors.ecru.id, sizeId: base.sizes.L.id, name: 'Sweat Canut', quantity: 1, unitPriceCents: 5990 },
    ],
    ...extra,
  });
  return { order, tee, sweat, teeLine: order.lines[0]!.id, sweatLine: order.lines[1]!.id };
}

const ask = (orderId: number, body: object, lang = 'fr') => asCustomer(t, customerCookie, 'POST', `/orders/${orderId}/returns`, body, lang);
const desk = async (orderId: number) => (await asStaff(t, staffCookie, 'GET', `/returns?order=${orderId}`)).json<StaffOrderReturns>();
const stockOf = async (productId: number) =>
  (await t.db.select({ quantity: stock.quantity }).from(stock).where(eq(stock.productId, productId)))[0]!.quantity;
const returnRows = async (orderId: number) => t.db.select().from(returns).where(eq(returns.orderId, orderId));
const orderRow = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const mailsTo = (address: string, subject: RegExp) => delivery.mailbox.to(address).filter((mail) => subject.test(mail.subject ?? ''));

describe('a customer asks to return items', () => {
  it('returns one of two T-shirts: the return is requested, the order page shows it, the mail says where to send it', async () => {
    const { order, teeLine, sweatLine } = await twoLineOrder();
    const before = (await asCustomer(t, customerCookie, 'GET', `/orders/${order.id}/returns`)).json<CustomerOrderReturns>();
    expect(before.window.open).toBe(true);
    expect(before.lines.map((line) => line.returnable)).toEqual([2, 1]);

    const asked = await ask(order.id, {
      lines: [{ orderLineId: teeLine, quantity: 1 }],
      reason: 'wrong_size',
      comment: 'Trop petit.\nJe préfère un L.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const after = asked.json<CustomerOrderReturns>();
    expect(after.lines.map((line) => [line.orderLineId, line.returnable])).toEqual([
      [teeLine, 1],
      [sweatLine, 1],
    ]);
    expect(after.returns).toEqual([
      {
        id: expect.any(Number),
        status: 'requested',
        reason: 'wrong_size',
        requestedAt: expect.any(String),
        lines: [{ name: 'T-shirt Marin', colorName: 'Marine', sizeName: 'M', quantity: 1 }],
        amountCents: null,
      },
    ]);
    const [row] = await returnRows(order.id);
    expect(row).toMatchObject({ status: 'requested', comment: 'Trop petit.\nJe préfère un L.', createdByStaffId: null });
    expect(
      await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'return_requested'))),
    ).toHaveLength(1);

    await eventually(() => expect(mailsTo('camille.retour@exemple.fr', /demande de retour/)).toHaveLength(1));
    const mail = mailsTo('camille.retour@exemple.fr', /demande de retour/)[0]!;
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain('T-shirt Marin (Marine, M)');
    expect(mail.text).toContain('14 rue des Canuts');
    expect(mail.text).toContain('69004 Lyon');
  });

  it.each([
    [
      'more than bought',
      (l: { teeLine: number }) => [{ orderLineId: l.teeLine, quantity: 3 }],
      400,
      'Vous n’avez acheté que 2 exemplaires de cet article.',
    ],
    ['a zero quantity', (l: { teeLine: number }) => [{ orderLineId: l.teeLine, quantity: 0 }], 400, 'Indiquez une quantité d’au moins 1'],
    ['nothing', () => [], 400, 'Choisissez au moins un article à retourner.'],
    ['a line of another order', () => [{ orderLineId: 999_999, quantity: 1 }], 400, 'Cet article ne fait pas partie de la commande.'],
  ])('refuses %s with a message in the customer’s language, and changes nothing', async (_label, lines, status, message) => {
    const { order, teeLine } = await twoLineOrder();
    const answer = await ask(order.id, { lines: lines({ teeLine }), reason: 'changed_mind' });
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error.message).toContain(message);
    expect(await returnRows(order.id)).toEqual([]);
  });

  it('refuses more than what an earlier return left, in English too', async () => {
    const { order, teeLine } = await twoLineOrder();
    expect((await ask(order.id, { lines: [{ orderLineId: teeLine, quantity: 1 }], reason: 'changed_mind' })).statusCode).toBe(201);
    const again = await ask(order.id, { lines: [{ orderLineId: teeLine, quantity: 2 }], reason: 'changed_mind' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'return_more_than_remains',
      message: 'Only one of this item is left to return: the others are already in a return.',
      field: `lines.${teeLine}`,
    });
    expect(await returnRows(order.id)).toHaveLength(1);
  });

  it('refuses a return after the 30 days, and on an order not delivered yet', async () => {
    const late = await twoLineOrder({ deliveredDaysAgo: 32 });
    const lateAnswer = await ask(late.order.id, { lines: [{ orderLineId: late.teeLine, quantity: 1 }], reason: 'changed_mind' });
    expect(lateAnswer.statusCode).toBe(409);
    expect(lateAnswer.json().error.message).toMatch(
      /^Le délai de retour de 30 jours après la livraison est dépassé \(il courait jusqu’au \d{2}\/\d{2}\/\d{4}\)\.$/,
    );
    const lateView = (await asCustomer(t, customerCookie, 'GET', `/orders/${late.order.id}/returns`)).json<CustomerOrderReturns>();
    expect(lateView.window.open).toBe(false);
    expect(lateView.lines.every((line) => line.returnable === 0)).toBe(true);

    const shipped = await twoLineOrder();
    await t.db.update(orders).set({ status: 'shipped', deliveredAt: null }).where(eq(orders.id, shipped.order.id));
    const early = await ask(shipped.order.id, { lines: [{ orderLineId: shipped.teeLine, quantity: 1 }], reason: 'defective' }, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This order has not been delivered yet: you will be able to return items once you have received it.');
    expect(await returnRows(late.order.id)).toEqual([]);
    expect(await returnRows(shipped.order.id)).toEqual([]);
  });

  it('answers another customer’s order as one that does not exist, and a visitor with 401', async () => {
    const { order, teeLine } = await twoLineOrder();
    const stranger = await signInAs(t.db, (await insertCustomer(t.db)).id);
    const body = { lines: [{ orderLineId: teeLine, quantity: 1 }], reason: 'changed_mind' };
    expect((await asCustomer(t, stranger, 'POST', `/orders/${order.id}/returns`, body)).statusCode).toBe(404);
    expect((await asCustomer(t, stranger, 'GET', `/orders/${order.id}/returns`)).statusCode).toBe(404);
    expect((await asCustomer(t, undefined, 'POST', `/orders/${order.id}/returns`, body)).statusCode).toBe(401);
    // Staff sessions are not customers' either way: the customer cannot reach the desk's returns.
    expect((await asStaff(t, customerCookie, 'GET', `/returns?order=${order.id}`)).statusCode).toBe(401);
    expect(await returnRows(order.id)).toEqual([]);
  });
});

describe('a guest asks through a mailed order link', () => {
  it('opens the return page of that one order until the link expires, and the mail links back to it', async () => {
    const { order, teeLine } = await twoLineOrder({ customerId: null, email: 'invitee@exemple.fr' });
    const now = new Date();
    const link = await returnLinkFor(
      t.db,
      { id: order.id, customerId: null, status: 'delivered', deliveredAt: new Date(now.getTime() - 86_400_000) },
      now,
    );
    const token = link!.split('/retour/')[1]!;

    const view = await asCustomer(t, undefined, 'GET', `/returns/links/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json<CustomerOrderReturns>()).toMatchObject({ orderId: order.id, window: { open: true } });
    const asked = await asCustomer(t, undefined, 'POST', `/returns/links/${token}`, {
      lines: [{ orderLineId: teeLine, quantity: 1 }],
      reason: 'wrong_size',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await eventually(() => expect(mailsTo('invitee@exemple.fr', /demande de retour/)).toHaveLength(1));
    // A guest has no order page: the mail's button opens a return page of their own.
    expect(mailsTo('invitee@exemple.fr', /demande de retour/)[0]!.text).toMatch(/http:\/\/localhost:3000\/retour\/[\w-]+/);

    await t.db
      .update(orderLinks)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(orderLinks.orderId, order.id));
    const expired = await asCustomer(
      t,
      undefined,
      'POST',
      `/returns/links/${token}`,
      { lines: [{ orderLineId: teeLine, quantity: 1 }], reason: 'wrong_size' },
      'en',
    );
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(
      'This link is not or no longer valid. The e-mails about your order hold a newer one; if in doubt, write to us.',
    );
    expect(await returnRows(order.id)).toHaveLength(1);
  });

  it('gives a customer the return page of their account instead of a signed link', async () => {
    const { order } = await twoLineOrder();
    expect(await returnLinkFor(t.db, { ...order, deliveredAt: new Date() }, new Date())).toBe(`http://localhost:3000/commande/${order.id}/retour`);
    expect(await returnLinkFor(t.db, { ...order, status: 'shipped', deliveredAt: null }, new Date())).toBeNull();
  });
});

describe('staff receive, inspect and refund a return', () => {
  it('receives it, puts one unit back on sale and refunds the T-shirt less the return fee, once', async () => {
    const { order, tee, teeLine } = await twoLineOrder();
    const asked = (await ask(order.id, { lines: [{ orderLineId: teeLine, quantity: 1 }], reason: 'wrong_size' })).json<CustomerOrderReturns>();
    const returnId = asked.returns[0]!.id;

    // Not received yet: no refund, with the reason.
    const early = await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/refund`, { restock: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Ce retour n’est pas encore reçu : marquez-le comme reçu avant de le rembourser.');

    expect((await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/receive`)).statusCode).toBe(204);
    expect((await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/receive`)).statusCode).toBe(409);
    expect((await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/cancel`)).json().error.message).toBe(
      'Un retour reçu ne peut plus être annulé : remboursez-le.',
    );
    await eventually(() => expect(mailsTo('camille.retour@exemple.fr', /avons reçu votre retour/)).not.toHaveLength(0));

    const [received] = (await desk(order.id)).returns;
    expect(received).toMatchObject({
      status: 'received',
      reason: 'wrong_size',
      receivedAt: expect.any(String),
      refund: { state: 'preview', itemsCents: 2990, shippingCents: 0, feeCents: 599, amountCents: 2391 },
    });
    const stockBefore = await stockOf(tee.id);

    const refunded = await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/refund`, {
      restock: [{ returnLineId: received!.lines[0]!.id, quantity: 1 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toEqual({ state: 'succeeded', amountCents: 2391 });
    expect(await stockOf(tee.id)).toBe(stockBefore + 1);
    expect((await orderRow(order.id)).refundedCents).toBe(2391);
    const [done] = (await desk(order.id)).returns;
    expect(done).toMatchObject({ status: 'refunded', refundedAt: expect.any(String), refund: { state: 'succeeded', amountCents: 2391 } });
    expect(done!.lines[0]!.restockedQuantity).toBe(1);

    // A second click, or a retry after a lost answer: nothing more leaves the shop.
    const second = await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/refund`, {
      restock: [{ returnLineId: received!.lines[0]!.id, quantity: 1 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Ce retour est déjà remboursé.');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect(await stockOf(tee.id)).toBe(stockBefore + 1);
    expect((await orderRow(order.id)).refundedCents).toBe(2391);

    await eventually(() => expect(mailsTo('camille.retour@exemple.fr', /Remboursement de votre retour/)).toHaveLength(1));
    const mail = mailsTo('camille.retour@exemple.fr', /Remboursement de votre retour/)[0]!;
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain('T-shirt Marin (Marine, M)');
    expect(mail.text).toMatch(/Articles retournés : 29,90\s€/);
    expect(mail.text).toMatch(/Frais de retour : -5,99\s€/);
    expect(mail.text).toMatch(/Montant remboursé : 23,91\s€/);
    // The customer's page shows the return refunded with its amount.
    const mine = (await asCustomer(t, customerCookie, 'GET', `/orders/${order.id}/returns`)).json<CustomerOrderReturns>();
    expect(mine.returns[0]).toMatchObject({ status: 'refunded', amountCents: 2391 });
  });

  it('corrects the invoice of an invoiced order by a partial credit note listing exactly the returned item, quoting the invoice', async () => {
    const { order, teeLine } = await twoLineOrder();
    const billed = await asStaff(t, staffCookie, 'POST', `/orders/${order.id}/invoice`);
    expect(billed.statusCode, billed.body).toBe(201);
    const invoice = billed.json<{ id: number; number: string }>();
    const ret = await insertReturn(t, order.id, 'changed_mind', [{ orderLineId: teeLine, quantity: 1 }], 'received');

    expect((await asStaff(t, staffCookie, 'POST', `/returns/${ret.id}/refund`, { restock: [] })).json()).toEqual({
      state: 'succeeded',
      amountCents: 2391,
    });
    const [creditNote, ...more] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    expect(more).toEqual([]);
    expect(creditNote).toMatchObject({ creditForInvoiceId: invoice.id, totalGrossCents: -2391 });
    expect((await t.db.select().from(refunds).where(eq(refunds.returnId, ret.id)))[0]!.creditNoteId).toBe(creditNote!.id);
    expect((await desk(order.id)).returns[0]!.refund).toMatchObject({ state: 'succeeded', creditNoteNumber: creditNote!.number });

    const pdf = (await asStaff(t, staffCookie, 'GET', `/invoices/${creditNote!.id}/pdf`)).rawPayload;
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(text).toContain(`Avoir partiel sur la facture N° ${invoice.number}`);
    expect(text).toContain('T-shirt Marin');
    expect(text).not.toContain('Sweat Canut');
    expect(text).toContain('Total TTC -23,91 €');
  });

  it('refunds a defective sweat-shirt with the delivery and no fee, and keeps a damaged unit off sale', async () => {
    const { order, sweat, sweatLine } = await twoLineOrder();
    const returnId = (await ask(order.id, { lines: [{ orderLineId: sweatLine, quantity: 1 }], reason: 'defective' })).json<CustomerOrderReturns>()
      .returns[0]!.id;
    await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/receive`);
    const stockBefore = await stockOf(sweat.id);
    const refunded = await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/refund`, { restock: [] });
    expect(refunded.json()).toEqual({ state: 'succeeded', amountCents: 5990 + 599 });
    expect(await stockOf(sweat.id)).toBe(stockBefore);
    expect((await desk(order.id)).returns[0]!.lines[0]!.restockedQuantity).toBe(0);
  });

  it('refunds a withdrawal of the whole order with its delivery, as the law says, without a fee', async () => {
    const { order } = await twoLineOrder();
    // The customer withdraws (ADR 28): the withdrawal opens the return of every unit.
    const withdrawn = await asCustomer(t, customerCookie, 'POST', `/orders/${order.id}/withdrawal`, {
      name: 'Camille Durand',
      email: 'camille.retour@exemple.fr',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    const [withdrawal] = await returnRows(order.id);
    expect(withdrawal).toMatchObject({ reason: 'withdrawal', status: 'requested' });
    expect((await asStaff(t, staffCookie, 'POST', `/returns/${withdrawal!.id}/receive`)).statusCode).toBe(204);
    const refunded = await asStaff(t, staffCookie, 'POST', `/returns/${withdrawal!.id}/refund`, { restock: [] });
    expect(refunded.json()).toEqual({ state: 'succeeded', amountCents: order.totalCents });
    expect((await orderRow(order.id)).refundedCents).toBe(order.totalCents);
  });

  it('takes the items’ share of a discount off, and never gives back more than was paid', async () => {
    // 10 % off 119,70 € of products: 11,97 € off.
    const { order, teeLine, sweatLine } = await twoLineOrder({ discountCents: 1197, promoCode: 'DIX' });
    const first = await insertReturn(t, order.id, 'defective', [{ orderLineId: teeLine, quantity: 1 }], 'received');
    const rest = await insertReturn(
      t,
      order.id,
      'not_as_described',
      [
        { orderLineId: teeLine, quantity: 1 },
        { orderLineId: sweatLine, quantity: 1 },
      ],
      'received',
    );
    const one = (await asStaff(t, staffCookie, 'POST', `/returns/${first.id}/refund`, { restock: [] })).json();
    const two = (await asStaff(t, staffCookie, 'POST', `/returns/${rest.id}/refund`, { restock: [] })).json();
    // 29,90 € less 2,99 €, and the delivery once; then the rest of what the products cost.
    expect(one).toEqual({ state: 'succeeded', amountCents: 2691 + 599 });
    expect(two).toEqual({ state: 'succeeded', amountCents: 11970 - 1197 - 2691 });
    expect(one.amountCents + two.amountCents).toBe(order.totalCents);
  });

  it('settles at once a return whose fee takes the whole refund, without asking the provider', async () => {
    const order = await deliveredOrder(t, { customerId, email: 'petit.prix@exemple.fr', lines: [{ name: 'Badge', unitPriceCents: 450 }] });
    const ret = await insertReturn(t, order.id, 'changed_mind', [{ orderLineId: order.lines[0]!.id, quantity: 1 }], 'received');
    expect((await asStaff(t, staffCookie, 'POST', `/returns/${ret.id}/refund`, { restock: [] })).json()).toEqual({ state: 'none', amountCents: 0 });
    expect((await desk(order.id)).returns[0]).toMatchObject({
      status: 'refunded',
      refund: { state: 'none', itemsCents: 450, feeCents: 450, amountCents: 0 },
    });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    await eventually(() => expect(mailsTo('petit.prix@exemple.fr', /Remboursement de votre retour/)).toHaveLength(1));
  });

  it('cancels a requested return, whose units may then be asked for again', async () => {
    const { order, teeLine } = await twoLineOrder();
    const returnId = (await ask(order.id, { lines: [{ orderLineId: teeLine, quantity: 2 }], reason: 'changed_mind' })).json<CustomerOrderReturns>()
      .returns[0]!.id;
    expect((await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/cancel`)).statusCode).toBe(204);
    expect((await asStaff(t, staffCookie, 'POST', `/returns/${returnId}/receive`, undefined, 'en')).json().error.message).toBe(
      'This return is cancelled.',
    );
    const mine = (await asCustomer(t, customerCookie, 'GET', `/orders/${order.id}/returns`)).json<CustomerOrderReturns>();
    expect(mine.returns[0]!.status).toBe('cancelled');
    expect(mine.lines[0]!.returnable).toBe(2);
    expect((await ask(order.id, { lines: [{ orderLineId: teeLine, quantity: 2 }], reason: 'wrong_size' })).statusCode).toBe(201);
  });

  it('refuses a restock of more units than came back, and changes nothing', async () => {
    const { order, tee, teeLine } = await twoLineOrder();
    const ret = await insertReturn(t, order.id, 'changed_mind', [{ orderLineId: teeLine, quantity: 1 }], 'received');
    const [line] = await t.db.select().from(returnLines).where(eq(returnLines.returnId, ret.id));
    const stockBefore = await stockOf(tee.id);
    const answer = await asStaff(t, staffCookie, 'POST', `/returns/${ret.id}/refund`, { restock: [{ returnLineId: line!.id, quantity: 2 }] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe('Les unités remises en vente vont de 0 à la quantité retournée de chaque article.');
    expect(await stockOf(tee.id)).toBe(stockBefore);
    expect((await orderRow(order.id)).refundedCents).toBe(0);
    expect((await returnRows(order.id))[0]).toMatchObject({ status: 'received', itemsCents: null });
  });

  it('answers 404 for a return or an order that does not exist', async () => {
    expect((await asStaff(t, staffCookie, 'POST', `/returns/999999/receive`)).statusCode).toBe(404);
    expect((await asStaff(t, staffCookie, 'GET', `/returns?order=999999`)).statusCode).toBe(404);
  });
});
