import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { carts, promoCodes, promoCodeUses } from '../../../db/schema';
import { parisDay } from '../../../domain/pricing';
import { expectRefusal, Visitor } from './cart-test-kit';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
});

afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;
/** A Paris calendar day `days` from today. */
const day = (days: number) => parisDay(new Date(Date.now() + days * DAY_MS));

let n = 0;
async function promo(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(promoCodes)
    .values({
      code: `PROMO${++n}`,
      type: 'rate',
      value: 10,
      startsOn: day(-10),
      endsOn: day(10),
      ...values,
    })
    .returning();
  return row!;
}

/** A guest whose cart holds 2 x 29,90 € (400 g). */
async function shopper(visitor = new Visitor(t.app)): Promise<Visitor> {
  const product = await insertProduct(t.db, {
    stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 10 }],
  });
  await visitor.cart('POST', '/cart/lines', {
    productId: product.id,
    colorId: base.colors.navy.id,
    sizeId: base.sizes.M.id,
    quantity: 2,
  });
  return visitor;
}

async function customerShopper() {
  const row = await insertCustomer(t.db);
  const visitor = await shopper(new Visitor(t.app).withCookie(await signInAs(t.db, row.id)));
  return { row, visitor };
}

/** A 400 on the code field, with the shop's exact sentence (not only a catalogue key). */
function expectPromoRefusal(response: Awaited<ReturnType<Visitor['call']>>, code: string, message: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 400,
    body: { error: { code, message, field: 'code' } },
  });
}

describe('applying a promo code', () => {
  it('takes a rate off the subtotal, whatever case the code is typed in', async () => {
    const code = await promo({ code: 'ETE15', type: 'rate', value: 15 });
    const visitor = await shopper();
    const cart = await visitor.cart('PUT', '/cart/promo', { code: '  ete15 ' });
    expect(cart.promo).toEqual({ code: 'ETE15', type: 'rate', value: 15 });
    // 15 % of 59,80 € = 8,97 €; shipping 5,99 €.
    expect(cart.totals).toMatchObject({
      subtotalCents: 5980,
      discountCents: 897,
      shippingCents: 599,
      totalCents: 5980 + 599 - 897,
    });
    const [stored] = await t.db
      .select({ promoCodeId: carts.promoCodeId })
      .from(carts)
      .innerJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
      .where(eq(promoCodes.id, code.id));
    expect(stored).toBeDefined();
  });

  it('takes a fixed amount off, never more than the products', async () => {
    await promo({ code: 'CADEAU100', type: 'fixed', value: 10_000 });
    const cart = await (await shopper()).cart('PUT', '/cart/promo', { code: 'cadeau100' });
    expect(cart.totals).toMatchObject({
      subtotalCents: 5980,
      discountCents: 5980,
      totalCents: 599,
    });
  });

  it.each([
    ['unknown', async () => 'NOPE', 'invalid_promo', 'Code promo invalide', 'Invalid promo code'],
    [
      'expired yesterday',
      async () => (await promo({ startsOn: day(-30), endsOn: day(-1) })).code,
      'promo_expired',
      'Ce code promo a expiré.',
      'This promo code has expired.',
    ],
    [
      'starting tomorrow',
      async () => (await promo({ startsOn: day(1), endsOn: day(30) })).code,
      'promo_not_started',
      'Ce code promo n’est pas encore valable : sa période de validité n’a pas encore commencé.',
      'This promo code is not valid yet: its validity period has not started.',
    ],
    [
      'switched off',
      async () => (await promo({ isActive: false })).code,
      'promo_inactive',
      'Ce code promo n’est plus valable : il a été désactivé.',
      'This promo code is no longer valid: it has been switched off.',
    ],
  ])('refuses a code %s saying why, in the customer’s language, and keeps the cart as it was', async (_label, codeOf, code, fr, en) => {
    const typed = await codeOf();
    const visitor = await shopper();
    expectPromoRefusal(await visitor.call('PUT', '/cart/promo', { code: typed }), code, fr);
    expectPromoRefusal(await new Visitor(t.app, 'en').call('PUT', '/cart/promo', { code: typed }), code, en);
    const cart = await visitor.cart();
    expect([cart.promo, cart.totals.discountCents]).toEqual([null, 0]);
  });

  it('accepts a code on its first and on its last day (Paris days)', async () => {
    const first = await promo({ startsOn: day(0), endsOn: day(5) });
    const last = await promo({ startsOn: day(-5), endsOn: day(0) });
    expect((await (await shopper()).cart('PUT', '/cart/promo', { code: first.code })).promo?.code).toBe(first.code);
    expect((await (await shopper()).cart('PUT', '/cart/promo', { code: last.code })).promo?.code).toBe(last.code);
  });

  it('refuses a single-use code the customer already used, by account or by e-mail address', async () => {
    const byAccount = await promo({ singleUse: true });
    const byEmail = await promo({ singleUse: true });
    const { row, visitor } = await customerShopper();
    await t.db.insert(promoCodeUses).values([
      {
        promoCodeId: byAccount.id,
        customerId: row.id,
        email: 'ancienne.adresse@exemple.fr',
        singleUse: true,
      },
      {
        promoCodeId: byEmail.id,
        customerId: null,
        email: row.email.toLowerCase(),
        singleUse: true,
      },
    ]);
    const english = new Visitor(t.app, 'en').withCookie(await signInAs(t.db, row.id));
    for (const code of [byAccount.code, byEmail.code]) {
      expectPromoRefusal(
        await visitor.call('PUT', '/cart/promo', { code }),
        'promo_already_used',
        'Vous avez déjà utilisé ce code promo : il ne s’utilise qu’une fois.',
      );
      expectPromoRefusal(
        await english.call('PUT', '/cart/promo', { code }),
        'promo_already_used',
        'You have already used this promo code: it can be used only once.',
      );
    }
    // Someone else may still use it; a guest's address is only known at checkout.
    expect((await (await customerShopper()).visitor.cart('PUT', '/cart/promo', { code: byAccount.code })).promo?.code).toBe(byAccount.code);
    expect((await (await shopper()).cart('PUT', '/cart/promo', { code: byAccount.code })).promo?.code).toBe(byAccount.code);
  });

  it('asks for a code when none is typed, and writes nothing', async () => {
    const visitor = await shopper();
    expectRefusal(await visitor.call('PUT', '/cart/promo', { code: '   ' }), 400, 'invalid_parameter', 'cart:promo.required', {
      field: 'code',
    });
    expect((await visitor.call('PUT', '/cart/promo', {})).statusCode).toBe(400);
    expect((await visitor.cart()).promo).toBeNull();
  });
});

describe('a promo code kept on the cart', () => {
  it('stays applied and is recomputed while the cart changes, and can be removed', async () => {
    await promo({ code: 'DIX', type: 'rate', value: 10 });
    const visitor = await shopper();
    const applied = await visitor.cart('PUT', '/cart/promo', { code: 'dix' });
    const lineId = applied.lines[0]!.id;
    const changed = await visitor.cart('PATCH', `/cart/lines/${lineId}`, {
      quantity: 3,
    });
    expect(changed.promo?.code).toBe('DIX');
    expect(changed.totals).toMatchObject({
      subtotalCents: 8970,
      discountCents: 897,
    });
    expect((await visitor.cart()).promo?.code).toBe('DIX');

    const removed = await visitor.cart('DELETE', '/cart/promo');
    expect([removed.promo, removed.promoNotice, removed.totals.discountCents]).toEqual([null, null, 0]);
  });

  it.each([
    ['inactive', { isActive: false }],
    ['expired', { startsOn: day(-30), endsOn: day(-1) }],
    ['not_started', { startsOn: day(1), endsOn: day(30) }],
  ] as const)('is dropped with the reason (%s) at the next change when it stops applying', async (reason, change) => {
    const code = await promo();
    const visitor = await shopper();
    const { lines } = await visitor.cart('PUT', '/cart/promo', {
      code: code.code,
    });
    await t.db.update(promoCodes).set(change).where(eq(promoCodes.id, code.id));

    const after = await visitor.cart('PATCH', `/cart/lines/${lines[0]!.id}`, {
      quantity: 1,
    });
    expect([after.promo, after.promoNotice, after.totals.discountCents]).toEqual([null, reason, 0]);
    // Told once: the code is gone from the cart.
    expect((await visitor.cart()).promoNotice).toBeNull();
  });

  it('is dropped as already used when the customer used it meanwhile (another order)', async () => {
    const code = await promo({ singleUse: true });
    const { row, visitor } = await customerShopper();
    await visitor.cart('PUT', '/cart/promo', { code: code.code });
    await t.db.insert(promoCodeUses).values({
      promoCodeId: code.id,
      customerId: row.id,
      email: row.email,
      singleUse: true,
    });
    expect((await visitor.cart()).promoNotice).toBe('already_used');
  });
});
