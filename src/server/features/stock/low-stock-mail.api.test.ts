import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct, insertSettings } from '../../../../tests/helpers/factories';
import { startMailDelivery, type MailDelivery } from '../../../../tests/helpers/mail-delivery';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { eventually } from '../../../../tests/helpers/wait';
import { mailOutbox, products, stock } from '../../../db/schema';
import { queueLowStockMail } from './low-stock-mail';

/**
 * The administrators' morning mail of low variants (ADR 41), through a real SMTP server: once a
 * Paris day from 8:00 whatever the number of instances asking, to each administrator in the
 * language of their back office, nothing on a day when nothing is low.
 */

let t: TestApp;
let delivery: MailDelivery;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  delivery = await startMailDelivery(t.db);
  base = await insertCatalogueBase(t.db);
});
afterAll(async () => {
  await delivery?.stop();
  await t?.close();
});

/** 07:59 and 08:00 in Paris (UTC+1 in January) on the `n`th of January 2027. */
const before8 = (n: number) => new Date(`2027-01-${String(n).padStart(2, '0')}T06:59:00Z`);
const at8 = (n: number) => new Date(`2027-01-${String(n).padStart(2, '0')}T07:00:00Z`);
const lowMails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'low-stock'));

describe('the low-stock mail', () => {
  it('goes once a day from 8:00 to each administrator in their language, listing the variants at or under the threshold', async () => {
    const french = await insertStaff(t.db, 'admin', { email: 'alix@atelier.test', login: 'alix' });
    const english = await insertStaff(t.db, 'admin', { email: 'sam@atelier.test', login: 'sam' });
    await insertStaff(t.db, 'collaborator', { email: 'remi@atelier.test', login: 'remi' });
    await insertStaff(t.db, 'admin', { email: 'pending@atelier.test', login: 'pending', passwordHash: null });
    // Sam's back office is in English: opening it says so.
    const opened = await t.app.inject({ url: '/api/admin/session?lang=en', headers: { cookie: await signInStaffAs(t.db, english.id) } });
    expect(opened.statusCode).toBe(200);
    await insertSettings(t.db, { lowStockThreshold: '2' });
    const tee = await insertProduct(t.db, {
      reference: 'TS-LOW',
      nameFr: 'Marinière',
      nameEn: 'Breton top',
      stock: [
        { color: base.colors.ecru, size: base.sizes.M, quantity: 1 },
        { color: base.colors.navy, size: base.sizes.L, quantity: 2 },
        { color: base.colors.red, size: base.sizes.S, quantity: 3 },
      ],
    });
    const archived = await insertProduct(t.db, { reference: 'OLD-LOW', stock: [{ color: base.colors.red, size: base.sizes.M, quantity: 0 }] });
    await t.db.update(products).set({ archivedAt: new Date(), isPublished: false }).where(eq(products.id, archived.id));

    expect(await queueLowStockMail(t.db, before8(4))).toBe('not_yet');
    // Two instances look at the same moment: one queues the day's mails.
    const runs = await Promise.all([queueLowStockMail(t.db, at8(4)), queueLowStockMail(t.db, at8(4))]);
    expect(runs).toEqual(expect.arrayContaining([{ mailed: 2 }, 'done_today']));
    expect(await queueLowStockMail(t.db, new Date('2027-01-04T22:00:00Z'))).toBe('done_today');
    expect((await lowMails()).map((mail) => mail.to).sort()).toEqual(['alix@atelier.test', 'sam@atelier.test']);

    const [fr] = await eventually(() => {
      const got = delivery.mailbox.to(french.email);
      expect(got).toHaveLength(1);
      return got;
    });
    expect(fr!.subject).toMatch(/^Stock bas : 2 variantes à réapprovisionner – /);
    expect(fr!.text).toContain('TS-LOW · Marinière (Écru, M)');
    expect(fr!.text).toContain('TS-LOW · Marinière (Marine, L)');
    expect(fr!.text).not.toContain('(Rouge, S)');
    expect(fr!.text).not.toContain('OLD-LOW');
    expect(fr!.text).toContain('/back/gestion-des-produits?sort=stock&dir=asc');
    const [en] = await eventually(() => {
      const got = delivery.mailbox.to(english.email);
      expect(got).toHaveLength(1);
      return got;
    });
    expect(en!.subject).toMatch(/^Low stock: 2 variants to restock – /);
    expect(en!.text).toContain('TS-LOW · Breton top (Ecru, M)');
    expect(en!.text).toContain('1 unit');

    // Restocked: the next morning, nothing is sent.
    await t.db.update(stock).set({ quantity: 10 }).where(eq(stock.productId, tee.id));
    expect(await queueLowStockMail(t.db, at8(5))).toBe('nothing_low');
    expect(await lowMails()).toHaveLength(2);
  });
});
