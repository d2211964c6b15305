import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { daysAgo, insertCatalogueBase, insertProduct, insertSettings } from '../../../../tests/helpers/factories';
import { startMailDelivery, type MailDelivery } from '../../../../tests/helpers/mail-delivery';
import { insertOrder } from '../../../../tests/helpers/orders';
import { mailOutbox, orderLinks, orders } from '../../../db/schema';
import { parisDateAndTime, withdrawalLinkExpiry, withdrawalPeriodEnd } from '../../../domain/orders/withdrawal';
import type { WithdrawalReceipt, WithdrawalView } from '../../../domain/orders/withdrawal-view';
import { translatorFor } from '../../../i18n/instance';
import { hashToken } from '../../security/tokens';
import { expectRefusal, freshIp } from '../accounts/api-test-kit';
import { mailedOrder } from '../after-sale/order-mail';
import { Shopper } from '../checkout/checkout-test-kit';
import { LOOKUP_RATE_LIMIT } from './routes';
import { eventually } from '../../../../tests/helpers/wait';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertSettings(t.db, {
    'name company': 'Atelier Lumière',
    'address contact': '3 rue des Tisserands',
    'zip contact': '69001',
    'City contact': 'Lyon',
  });
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, path: string, body?: unknown, { lang = 'fr', ip = freshIp() }: { lang?: 'fr' | 'en'; ip?: string } = {}) =>
  t.app.inject({
    method,
    url: `/api/store${path}`,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    ...(body === undefined ? {} : { payload: body as object }),
  });

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsTo = (to: string, template?: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(template ? and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)) : eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.id));

/** The token of the withdrawal link a mail's text carries. */
function withdrawalToken(text: string): string {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).map((url) => new URL(url)).find((url) => url.pathname.startsWith('/retractation/'));
  expect(link, 'a withdrawal link in the mail').toBeDefined();
  return link!.pathname.slice('/retractation/'.length);
}

/** A paid order delivered `days` ago (shipped the day before). */
async function deliveredOrder(days: number, fixture: Parameters<typeof insertOrder>[1] = {}) {
  const order = await insertOrder(t.db, { status: 'delivered', ...fixture });
  await t.db
    .update(orders)
    .set({ shippedAt: daysAgo(days + 1), deliveredAt: daysAgo(days) })
    .where(eq(orders.id, order.id));
  return order;
}

describe('a guest’s order confirmation', () => {
  it('carries a signed link that opens the withdrawal page without an account, and withdraws once', async () => {
    const base = await insertCatalogueBase(t.db);
    const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 5 }], priceCents: 2990 });
    const shopper = new Shopper(t.app, 'fr');
    await shopper.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 2 });
    await shopper.answerAsGuest('guest.withdraws@exemple.fr');
    await shopper.placeOrder();
    expect((await shopper.pay('4242 4242 4242 4242')).json()).toMatchObject({ state: 'paid' });

    const [confirmation] = await mailsTo('guest.withdraws@exemple.fr', 'order-confirmation');
    expect(confirmation!.text).toContain('Se rétracter du contrat ici');
    const token = withdrawalToken(confirmation!.text);
    // Only the token's hash is kept, expiring 60 days on while the order is not delivered.
    const [link] = await t.db
      .select()
      .from(orderLinks)
      .where(eq(orderLinks.tokenHash, hashToken(token)));
    const order = await orderRow(link!.orderId);
    expect(link!.expiresAt).toEqual(withdrawalLinkExpiry(order, link!.createdAt));
    expect(JSON.stringify(await t.db.select().from(orderLinks))).not.toContain(token);

    const view = await call('GET', `/withdrawals/links/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json<WithdrawalView>()).toMatchObject({
      orderNumber: order.number,
      lines: [{ name: product.nameFr, quantity: 2, lineTotalCents: 5980 }],
      totalCents: order.totalCents,
      name: 'Zoé Martin',
      email: 'guest.withdraws@exemple.fr',
      withdrawal: { state: 'open', lastDay: null },
    });

    const confirmed = await call('POST', `/withdrawals/links/${token}`, { name: 'Zoé Martin', email: 'guest.withdraws@exemple.fr' });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json<WithdrawalReceipt>()).toMatchObject({ alreadyReceived: false, next: 'cancelled', sendBackUntil: null });
    const again = await call('POST', `/withdrawals/links/${token}`, { name: 'Zoé Martin', email: 'guest.withdraws@exemple.fr' });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', `/withdrawals/links/${token}`)).json<WithdrawalView>().withdrawal).toMatchObject({ state: 'received' });
    expect(await mailsTo('guest.withdraws@exemple.fr', 'withdrawal-received')).toHaveLength(1);
  });
});

describe('the links of the order’s mails', () => {
  it('offer the withdrawal until the end of the period, and nothing after it nor on a cancelled order', async () => {
    const order = await deliveredOrder(3);
    const now = new Date();
    const { links } = await mailedOrder(t.db, order.id, now);
    const [link] = await t.db
      .select()
      .from(orderLinks)
      .where(eq(orderLinks.tokenHash, hashToken(withdrawalToken(links.withdrawalLink!))));
    expect(link!.expiresAt).toEqual(withdrawalPeriodEnd((await orderRow(order.id)).deliveredAt!));

    expect((await mailedOrder(t.db, order.id, new Date(now.getTime() + 20 * 86_400_000))).links.withdrawalLink).toBeNull();
    const cancelled = await insertOrder(t.db, { status: 'cancelled' });
    expect((await mailedOrder(t.db, cancelled.id, now)).links.withdrawalLink).toBeNull();
  });

  it('answer an expired or unknown link with the same refusal, changing nothing', async () => {
    const order = await deliveredOrder(2);
    const token = withdrawalToken((await mailedOrder(t.db, order.id)).links.withdrawalLink!);
    await t.db
      .update(orderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderLinks.tokenHash, hashToken(token)));
    const before = await orderRow(order.id);
    for (const lang of ['fr', 'en'] as const) {
      for (const path of [`/withdrawals/links/${token}`, '/withdrawals/links/AAAAunknownAAAA']) {
        expectRefusal(await call('GET', path, undefined, { lang }), 404, 'withdrawal_link_invalid', 'orders:withdrawal.errors.linkInvalid', lang);
        const posted = await call('POST', path, { name: 'Léa Martin', email: 'lea@exemple.fr' }, { lang });
        expectRefusal(posted, 404, 'withdrawal_link_invalid', 'orders:withdrawal.errors.linkInvalid', lang);
      }
    }
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('a link mailed before delivery still opens the page after the period, which then refuses', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    const token = withdrawalToken((await mailedOrder(t.db, order.id)).links.withdrawalLink!);
    await t.db
      .update(orders)
      .set({ status: 'delivered', shippedAt: daysAgo(21), deliveredAt: daysAgo(20) })
      .where(eq(orders.id, order.id));
    expect((await call('GET', `/withdrawals/links/${token}`)).json<WithdrawalView>().withdrawal).toMatchObject({
      state: 'closed',
      reason: 'periodOver',
    });
    const refused = await call('POST', `/withdrawals/links/${token}`, { name: 'Léa Martin', email: 'lea@exemple.fr' }, { lang: 'en' });
    expectRefusal(refused, 409, 'withdrawal_period_over', 'orders:withdrawal.errors.periodOver', 'en');
    expect((await orderRow(order.id)).withdrawnAt).toBeNull();
  });
});

describe('the lookup page', () => {
  const sentence = (lang: 'fr' | 'en') => translatorFor(lang)('orders:withdrawal.lookup.sent');

  it('mails the link to the order’s own address on a match, and answers the very same sentence when nothing matches', async () => {
    const order = await deliveredOrder(1, { email: 'Lookup.Owner@exemple.fr' });
    const cancelled = await insertOrder(t.db, { status: 'cancelled', email: 'lookup.cancelled@exemple.fr' });
    const tries = [
      { orderNumber: order.number, email: 'someone.else@exemple.fr' },
      { orderNumber: 'AT999999', email: 'lookup.owner@exemple.fr' },
      { orderNumber: cancelled.number, email: 'lookup.cancelled@exemple.fr' },
      // Typed as people type it: lower case, spaces, another case for the address.
      { orderNumber: ` ${order.number.toLowerCase().replace('at', 'at ')} `, email: 'LOOKUP.OWNER@exemple.fr' },
    ];
    for (const body of tries) {
      const answer = await call('POST', '/withdrawals/lookup', body, { lang: 'en' });
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 202, body: { message: sentence('en') } });
    }
    // One mail, from the last try only, to the address the order holds.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'withdrawal-link'));
    expect(mails.map((mail) => mail.to)).toEqual(['Lookup.Owner@exemple.fr']);
    expect(mails[0]!.subject).toBe(`Votre lien de rétractation – commande ${order.number} – Atelier Lumière`);
    const token = withdrawalToken(mails[0]!.text);
    expect((await call('GET', `/withdrawals/links/${token}`)).json<WithdrawalView>().orderNumber).toBe(order.number);
  });

  it.each([
    ['an empty order number', { orderNumber: ' ', email: 'a@exemple.fr' }, 'orderNumber', 'orders:withdrawal.validation.orderNumberRequired'],
    [
      'a malformed order number',
      { orderNumber: 'commande 12', email: 'a@exemple.fr' },
      'orderNumber',
      'orders:withdrawal.validation.orderNumberInvalid',
    ],
    ['an invalid e-mail', { orderNumber: 'AT001001', email: 'a@' }, 'email', 'account:validation.emailInvalid'],
  ])('refuses %s with 400 naming the field', async (_case, body, field, key) => {
    for (const lang of ['fr', 'en'] as const)
      expectRefusal(await call('POST', '/withdrawals/lookup', body, { lang }), 400, 'invalid_parameter', key, lang, field);
  });

  it('is limited per address: a script cannot try numbers and e-mails by the thousand', async () => {
    const ip = '10.77.0.1';
    const body = { orderNumber: 'AT123456', email: 'nobody@exemple.fr' };
    for (let i = 0; i < LOOKUP_RATE_LIMIT.max; i++) expect((await call('POST', '/withdrawals/lookup', body, { ip })).statusCode).toBe(202);
    expectRefusal(await call('POST', '/withdrawals/lookup', body, { ip }), 429, 'too_many_requests', 'errors:tooManyRequests');
    expect((await call('POST', '/withdrawals/lookup', body)).statusCode).toBe(202);
  });
});

describe('the acknowledgement over SMTP', () => {
  let delivery: MailDelivery;
  beforeAll(async () => {
    delivery = await startMailDelivery(t.db);
  });
  afterAll(async () => {
    await delivery?.stop();
  });

  it('reaches the address given, in the order’s language, with the withdrawal’s date and time in Paris', async () => {
    const order = await deliveredOrder(4);
    await t.db.update(orders).set({ locale: 'en' }).where(eq(orders.id, order.id));
    const token = withdrawalToken((await mailedOrder(t.db, order.id)).links.withdrawalLink!);
    const answer = await call('POST', `/withdrawals/links/${token}`, { name: 'Léa Martin', email: 'lea.smtp@exemple.fr' });
    expect(answer.statusCode).toBe(201);
    const { date, time } = parisDateAndTime((await orderRow(order.id)).withdrawnAt!);

    await eventually(() => expect(delivery.mailbox.to('lea.smtp@exemple.fr')).toHaveLength(1));
    const [mail] = delivery.mailbox.to('lea.smtp@exemple.fr');
    expect(mail!.subject).toBe(`Acknowledgement of your withdrawal – order ${order.number} – Atelier Lumière`);
    expect(mail!.text).toContain('Hello Léa Martin');
    expect(mail!.text).toContain(`received on ${date} ${time} (Paris time)`);
    expect(mail!.text).toContain('3 rue des Tisserands');
  });
});
