import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/helpers/database';
import { insertCustomer } from '../../../../tests/helpers/sessions';
import type { DatabaseHandle } from '../../../db/client';
import { newsletterSubscribers } from '../../../db/schema';
import { requestSubscription, subscribeToNewsletter, unsubscribeEmail } from '../newsletter/service';
import { countNewsletterRecipients, newsletterRecipientBatches, newsletterRecipientsAfter } from './recipients';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

let sequence = 0;
/** A subscriber row in any state, as older code or another instance may have left it. */
async function insertSubscriber(email: string, state: { confirmed: boolean; unsubscribed?: boolean }) {
  await handle.db.insert(newsletterSubscribers).values({
    email,
    unsubscribeTokenHash: `hash-${++sequence}`,
    confirmedAt: state.confirmed ? new Date() : null,
    unsubscribedAt: state.unsubscribed ? new Date() : null,
  });
}

const allKeys = async () => {
  const keys: string[] = [];
  for await (const batch of newsletterRecipientBatches(handle.db, 2)) keys.push(...batch.map((recipient) => recipient.key));
  return keys;
};

describe('the newsletter’s recipients', () => {
  it('count confirmed subscribers and customers who accepted it, each address once, leaving out pending, unsubscribed and unproved ones', async () => {
    const { db } = handle;
    expect(await countNewsletterRecipients(db)).toBe(0);

    // Counted: a confirmed subscriber, and a customer who ticked the box and whose account is confirmed.
    await insertSubscriber('Alice@Exemple.fr', { confirmed: true });
    await insertCustomer(db, { email: 'camille@exemple.fr', acceptsNewsletter: true });
    // Counted once: the same address in both tables, in another case.
    await insertSubscriber('BOB@exemple.fr', { confirmed: true });
    await insertCustomer(db, { email: 'bob@Exemple.fr', acceptsNewsletter: true });
    // Counted once: a customer who accepted, whose footer sign-up is still waiting for its link (the account proved the address).
    await insertCustomer(db, { email: 'dora@exemple.fr', acceptsNewsletter: true });
    await insertSubscriber('dora@exemple.fr', { confirmed: false });
    // Counted: a subscriber whose account does not (or no longer) accept it: the subscription is theirs.
    await insertCustomer(db, { email: 'eve@exemple.fr', acceptsNewsletter: false });
    await insertSubscriber('eve@exemple.fr', { confirmed: true });
    expect(await countNewsletterRecipients(db)).toBe(5);

    // Not counted: a footer sign-up waiting for its confirmation, an address that left, a
    // registration whose account was never confirmed, an account that did not accept.
    await insertSubscriber('pending@exemple.fr', { confirmed: false });
    await insertSubscriber('parti@exemple.fr', { confirmed: true, unsubscribed: true });
    await insertCustomer(db, { email: 'jamais@exemple.fr', acceptsNewsletter: true, emailConfirmedAt: null });
    await insertCustomer(db, { email: 'non@exemple.fr', acceptsNewsletter: false });
    // Not counted: a customer flag left on beside an address that unsubscribed: the unsubscription wins.
    await insertCustomer(db, { email: 'ancien@exemple.fr', acceptsNewsletter: true });
    await insertSubscriber('Ancien@exemple.fr', { confirmed: true, unsubscribed: true });
    expect(await countNewsletterRecipients(db)).toBe(5);

    expect(await allKeys()).toEqual(['alice@exemple.fr', 'bob@exemple.fr', 'camille@exemple.fr', 'dora@exemple.fr', 'eve@exemple.fr']);
    const bob = (await newsletterRecipientsAfter(db, 'alice@exemple.fr', 1))[0];
    expect(bob).toMatchObject({ key: 'bob@exemple.fr', email: 'BOB@exemple.fr', subscriberId: expect.any(Number) });
    const camille = (await newsletterRecipientsAfter(db, 'bob@exemple.fr', 1))[0];
    expect(camille).toMatchObject({ email: 'camille@exemple.fr', locale: 'fr', subscriberId: null, customerId: expect.any(Number) });
  });

  it('follow the storefront: a footer sign-up counts once confirmed, and no longer once unsubscribed; an account’s subscription counts once', async () => {
    const { db } = handle;
    const before = await countNewsletterRecipients(db);
    await requestSubscription(db, { email: 'pied-de-page@exemple.fr', locale: 'en' });
    expect(await countNewsletterRecipients(db)).toBe(before);

    // The account's confirmation link subscribes the address of a customer who accepted (registration.ts, onAddressProven).
    const customer = await insertCustomer(db, { email: 'Inscrite@exemple.fr', acceptsNewsletter: true });
    expect(await countNewsletterRecipients(db)).toBe(before + 1);
    await subscribeToNewsletter(db, { email: customer.email, locale: 'en', customerId: customer.id });
    expect(await countNewsletterRecipients(db)).toBe(before + 1);
    const [recipient] = await newsletterRecipientsAfter(db, 'inscrite@exemple.a', 1);
    expect(recipient).toMatchObject({ key: 'inscrite@exemple.fr', locale: 'en', customerId: customer.id, subscriberId: expect.any(Number) });

    await unsubscribeEmail(db, 'INSCRITE@exemple.fr');
    expect(await countNewsletterRecipients(db)).toBe(before);
  });

  it('page by address without repeating or skipping anyone, whatever the page size', async () => {
    const { db } = handle;
    for (let n = 0; n < 7; n++) {
      await insertSubscriber(`lot${n}@exemple.fr`, { confirmed: true });
      await insertCustomer(db, { email: `lot${n}-client@exemple.fr`, acceptsNewsletter: true });
    }
    const keys = await allKeys();
    expect(keys).toHaveLength(await countNewsletterRecipients(db));
    expect(new Set(keys).size).toBe(keys.length);
    const inOnePage = (await newsletterRecipientsAfter(db, '', 1000)).map((recipient) => recipient.key);
    expect(keys).toEqual(inOnePage);
  });
});
