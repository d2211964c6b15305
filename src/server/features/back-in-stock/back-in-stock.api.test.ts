import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp } from '../../../../tests/helpers/app';
import { insertSettings } from '../../../../tests/helpers/factories';
import { startMailDelivery, type MailDelivery } from '../../../../tests/helpers/mail-delivery';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { eventually } from '../../../../tests/helpers/wait';
import { backInStockAlerts, mailOutbox } from '../../../db/schema';
import enErrors from '../../../i18n/en/errors';
import frErrors from '../../../i18n/fr/errors';
import { expireHold, Shopper, stockOf } from '../checkout/checkout-test-kit';
import { releaseExpiredReservations } from '../checkout/reservation-expiry';
import {
  asOpened,
  created,
  newProduct,
  openProductsApi,
  staffProduct,
  type CatalogueBase,
  type StaffCall,
} from '../admin-products/products-test-kit';

/**
 * "Notify me when it's back" (ADR 36): a sold-out variant's request, confirmed from its mail,
 * gets one mail through the outbox and a real SMTP server when the variant's stock rises, by
 * whatever path, and never another.
 */

let t: TestApp;
let base: CatalogueBase;
let call: StaffCall;
let delivery: MailDelivery;

beforeAll(async () => {
  ({ t, base, call } = await openProductsApi('admin'));
  await insertSettings(t.db, { 'name company': 'Atelier Lumière' });
  delivery = await startMailDelivery(t.db);
});
afterAll(async () => {
  await delivery?.stop();
  await t?.close();
});

/** Each request comes from its own address, so the per-IP limit of one test never reaches another. */
let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;

type Variant = { productId: number; colorId: number; sizeId: number };

function ask(body: object, { ip = newIp(), lang = 'fr', cookie }: { ip?: string; lang?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/store/back-in-stock',
    payload: body,
    remoteAddress: ip,
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
  });
}
const confirm = (code: string, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/back-in-stock/confirm',
    payload: { code },
    remoteAddress: newIp(),
    headers: { 'accept-language': lang },
  });

/** A published product: navy M sold out (its stock row at 0), navy L with `inL` units. */
async function soldOutInM(inL = 4) {
  const { navy } = base.colors;
  const saved = await created(
    call,
    newProduct(base, {
      stock: [
        { colorId: navy.id, sizeId: base.sizes.M.id, quantity: 0 },
        { colorId: navy.id, sizeId: base.sizes.L.id, quantity: inL },
      ],
    }),
  );
  await call('PUT', `/products/${saved.id}/publication`, { published: true });
  return { id: saved.id, soldOut: { productId: saved.id, colorId: navy.id, sizeId: base.sizes.M.id } };
}

/** Staff type a new quantity for the variant in the product form, as it shows now. */
async function staffSetStock(variant: Variant, quantity: number) {
  const opened = asOpened(await staffProduct(call, variant.productId));
  const stock = opened.stock.map((row) => (row.colorId === variant.colorId && row.sizeId === variant.sizeId ? { ...row, quantity } : row));
  const saved = await call('PUT', `/products/${variant.productId}`, { ...opened, stock });
  expect(saved.statusCode, saved.body).toBe(200);
}

const outboxTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
const received = (email: string) => delivery.mailbox.to(email);
const alertsOf = (email: string) =>
  t.db
    .select()
    .from(backInStockAlerts)
    .where(sql`lower(${backInStockAlerts.email}) = lower(${email})`);

/** The code of the confirmation link in the mail received, checking where it leads. */
function confirmationCode(text: string, lang: string): string {
  const link = new URL(/http:\/\/localhost:3000\/confirmation-alerte-stock\?\S+/.exec(text)![0]);
  expect(link.searchParams.get('lang')).toBe(lang);
  return link.searchParams.get('code')!;
}

describe('back-in-stock alerts', () => {
  it('mails a guest’s confirmed request once, in their language, when staff restock the variant; a second rise sends nothing', async () => {
    const { id, soldOut } = await soldOutInM();
    const email = 'alice.back@example.com';
    const asked = await ask({ email: ` ${email} `, ...soldOut }, { lang: 'en' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: enErrors.backInStock.asked });

    // Double opt-in: the request waits for its link; the back office counts nobody yet.
    const [confirmation] = await eventually(() => {
      expect(received(email)).toHaveLength(1);
      return received(email);
    });
    expect(confirmation!.subject).toBe('Confirm your back-in-stock alert – Atelier Lumière');
    expect(confirmation!.text).toContain('Breton top');
    expect((await staffProduct(call, id)).waiting).toEqual([]);

    const confirmed = await confirm(confirmationCode(confirmation!.text!, 'en'), 'en');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: enErrors.backInStock.confirmed });
    expect((await staffProduct(call, id)).waiting).toEqual([{ colorId: soldOut.colorId, sizeId: soldOut.sizeId, count: 1 }]);

    // Another visitor who never follows their link is not mailed.
    expect((await ask({ email: 'never.confirms@example.fr', ...soldOut })).statusCode).toBe(202);

    await staffSetStock(soldOut, 3);
    const link = `${TEST_PUBLIC_URL}/produit/${id}?color=${soldOut.colorId}&size=${soldOut.sizeId}&lang=en`;
    const back = await eventually(() => {
      expect(received(email)).toHaveLength(2);
      return received(email)[1]!;
    });
    expect(back.subject).toMatch(/^Breton top \d+ is back – Atelier Lumière$/);
    expect(back.text).toContain(link);
    expect(back.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect((await staffProduct(call, id)).waiting).toEqual([]);
    expect((await outboxTo('never.confirms@example.fr')).map((m) => m.template)).toEqual(['back-in-stock-confirmation']);

    // Sold out again, then back: the request is done. The trigger writes in the stock's own
    // transaction, so once the save answered, the outbox already holds every mail it causes.
    await staffSetStock(soldOut, 0);
    await staffSetStock(soldOut, 5);
    expect((await outboxTo(email)).map((m) => m.template)).toEqual(['back-in-stock-confirmation', 'back-in-stock']);
    await eventually(async () => expect((await outboxTo(email)).map((m) => m.status)).toEqual(['sent', 'sent']));
    expect(received(email)).toHaveLength(2);

    // The link followed again says it is confirmed, and sends nothing.
    expect((await confirm(confirmationCode(confirmation!.text!, 'en'), 'en')).json()).toEqual({ message: enErrors.backInStock.confirmed });
    expect(await outboxTo(email)).toHaveLength(2);
  });

  it('activates a signed-in customer’s own address at once, and mails it in French when an expired hold gives the units back', async () => {
    const { soldOut } = await soldOutInM();
    const inL = { ...soldOut, sizeId: base.sizes.L.id };
    // A one-unit variant a guest holds at checkout: sold out while the hold lasts.
    await staffSetStock(inL, 1);
    const shopper = new Shopper(t.app);
    await shopper.cart('POST', '/cart/lines', { ...inL, quantity: 1 });
    await shopper.answerAsGuest();
    const { orderId } = await shopper.placeOrder();
    expect(await stockOf(t.db, inL)).toBe(0);

    const customer = await insertCustomer(t.db, { email: 'Claire.Client@exemple.fr', locale: 'fr' });
    const cookie = await signInAs(t.db, customer.id);
    const asked = await ask({ email: 'claire.client@exemple.fr', ...inL }, { cookie });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: frErrors.backInStock.waiting });
    // No link to follow: the account's address is already proved.
    expect(await outboxTo('claire.client@exemple.fr')).toEqual([]);
    expect(await alertsOf('claire.client@exemple.fr')).toMatchObject([{ customerId: customer.id, confirmedAt: expect.any(Date) }]);

    await expireHold(t.db, orderId);
    expect(await releaseExpiredReservations(t.db)).toBeGreaterThanOrEqual(1);
    const back = await eventually(() => {
      expect(received('claire.client@exemple.fr')).toHaveLength(1);
      return received('claire.client@exemple.fr')[0]!;
    });
    expect(back.subject).toMatch(/^Marinière \d+ est de retour – Atelier Lumière$/);
    expect(back.text).toContain(`${TEST_PUBLIC_URL}/produit/${inL.productId}?color=${inL.colorId}&size=${inL.sizeId}&lang=fr`);
    expect(back.text).toContain('(Marine, L)');
  });

  it('mails at once a request confirmed after its variant came back', async () => {
    const { soldOut } = await soldOutInM();
    const email = 'late.click@example.fr';
    await ask({ email, ...soldOut });
    const [mail] = await outboxTo(email);
    await staffSetStock(soldOut, 2);
    expect(await outboxTo(email)).toHaveLength(1);
    const code = confirmationCode(mail!.text, 'fr');
    expect((await confirm(code)).statusCode).toBe(200);
    expect((await outboxTo(email)).map((m) => m.template)).toEqual(['back-in-stock-confirmation', 'back-in-stock']);
  });

  it('answers the same whether the address already waits or not, and sends one link while it works', async () => {
    const { soldOut } = await soldOutInM();
    const email = 'deux.fois@example.fr';
    const answers = [await ask({ email, ...soldOut }), await ask({ email: email.toUpperCase(), ...soldOut })];
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [202, { message: frErrors.backInStock.asked }],
      [202, { message: frErrors.backInStock.asked }],
    ]);
    expect((await outboxTo(email)).map((m) => m.template)).toEqual(['back-in-stock-confirmation']);
    expect(await alertsOf(email)).toHaveLength(1);
  });

  it('erases the alerts of an erased account, also those typed as a visitor', async () => {
    const { soldOut } = await soldOutInM();
    const customer = await insertCustomer(t.db, { email: 'efface@exemple.fr', password: 'Un-Mot-De-Passe-2026' });
    const cookie = await signInAs(t.db, customer.id);
    await ask({ email: 'efface@exemple.fr', ...soldOut }, { cookie });
    await ask({ email: 'EFFACE@exemple.fr', ...soldOut, colorId: base.colors.navy.id, sizeId: base.sizes.L.id });
    await staffSetStock({ ...soldOut, sizeId: base.sizes.L.id }, 0);
    await ask({ email: 'EFFACE@exemple.fr', ...soldOut, sizeId: base.sizes.L.id });
    expect(await alertsOf('efface@exemple.fr')).toHaveLength(2);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/store/account',
      payload: { password: 'Un-Mot-De-Passe-2026' },
      headers: { cookie },
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await alertsOf('efface@exemple.fr')).toEqual([]);
  });

  it('refuses bad input with a clear message, and writes nothing', async () => {
    const { soldOut } = await soldOutInM();
    const before = { alerts: (await t.db.select().from(backInStockAlerts)).length, mails: (await t.db.select().from(mailOutbox)).length };
    const invalid = [
      { body: { ...soldOut }, lang: 'fr', field: 'email', message: frErrors.backInStock.emailRequired },
      { body: { email: '  ', ...soldOut }, lang: 'fr', field: 'email', message: frErrors.backInStock.emailRequired },
      { body: { email: 'not-an-address', ...soldOut }, lang: 'en', field: 'email', message: enErrors.backInStock.emailInvalid },
      { body: { email: 'ok@example.fr', ...soldOut, sizeId: 'M' }, lang: 'fr', field: 'sizeId', message: frErrors.backInStock.unknownVariant },
    ];
    for (const { body, lang, field, message } of invalid) {
      const response = await ask(body, { lang });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'invalid_parameter', message, field } });
    }
    // A variant the product is not made in, and one that can be bought now.
    const unknown = await ask({ email: 'ok@example.fr', ...soldOut, colorId: base.colors.red.id });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: { code: 'unknown_variant', message: frErrors.backInStock.unknownVariant } }]);
    const inStock = await ask({ email: 'ok@example.fr', ...soldOut, sizeId: base.sizes.L.id }, { lang: 'en' });
    expect([inStock.statusCode, inStock.json()]).toEqual([409, { error: { code: 'in_stock', message: enErrors.backInStock.inStock } }]);
    const badCode = await confirm('not-a-code');
    expect([badCode.statusCode, badCode.json()]).toEqual([
      400,
      { error: { code: 'invalid_code', message: frErrors.backInStock.confirmationInvalid } },
    ]);
    expect({ alerts: (await t.db.select().from(backInStockAlerts)).length, mails: (await t.db.select().from(mailOutbox)).length }).toEqual(before);
  });

  it('limits requests to 10 a minute from one address, and confirmation mails to one recipient within its mail budget', async () => {
    const { soldOut } = await soldOutInM();
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await ask({ email: `flood${i}@example.fr`, ...soldOut }, { ip })).statusCode).toBe(202);
    const refused = await ask({ email: 'flood10@example.fr', ...soldOut }, { ip });
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: { code: 'too_many_requests', message: frErrors.tooManyRequests } }]);
    expect(await alertsOf('flood10@example.fr')).toEqual([]);

    // Many IPs asking for one address: 5 links an hour, then the same answer and nothing sent.
    const target = 'cible@example.fr';
    for (let i = 0; i < 7; i++) {
      const answer = await ask({ email: target, ...soldOut });
      expect([answer.statusCode, answer.json()]).toEqual([202, { message: frErrors.backInStock.asked }]);
      // The link just sent expired: the next request would send a new one.
      await t.db
        .update(backInStockAlerts)
        .set({ confirmationExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(backInStockAlerts.email, target));
    }
    expect(await outboxTo(target)).toHaveLength(5);
  });
});
