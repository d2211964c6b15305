import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../../tests/helpers/app';
import { insertSettings } from '../../../../tests/helpers/factories';
import { startMailDelivery, type MailDelivery } from '../../../../tests/helpers/mail-delivery';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { customers, mailOutbox, newsletterArticles, newsletterSends, newsletterSubscribers } from '../../../db/schema';
import type { SendProgress } from '../../../domain/newsletters/send-progress';
import enBack from '../../../i18n/en/back';
import frBack from '../../../i18n/fr/back';
import { enqueueMail } from '../../mail/outbox';
import { onMailQueued } from '../../mail/queue-signal';
import { hashToken, newToken } from '../../security/tokens';
import { QUEUE_BATCH, queueUnfinishedSends } from './queue';
import { eventually } from '../../../../tests/helpers/wait';

let t: TestApp;
let collaborator: string;
let administrator: string;
const deliveries: MailDelivery[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await insertSettings(t.db, { 'name company': 'Atelier Lumière' });
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});
afterEach(async () => {
  await Promise.all(deliveries.splice(0).map((delivery) => delivery.stop()));
  // Each test starts with no one subscribed and nothing waiting.
  await t.db.delete(mailOutbox);
  await t.db.delete(newsletterSends);
  await t.db.delete(newsletterSubscribers);
  await t.db.update(customers).set({ acceptsNewsletter: false });
});
afterAll(async () => {
  await t?.close();
});

let articles = 0;
async function insertArticle(values: Partial<typeof newsletterArticles.$inferInsert> = {}) {
  const n = ++articles;
  const [row] = await t.db
    .insert(newsletterArticles)
    .values({ title: `Collection d’automne ${n}`, author: 'Léa', description: 'Les nouvelles pièces', content: '<p>Bonjour à tous.</p>', ...values })
    .returning();
  return row!;
}

/** A subscription as the footer's double opt-in leaves it; `confirmed: false` is still waiting for its link. */
async function subscribe(email: string, { confirmed = true, unsubscribed = false, locale = 'fr' as 'fr' | 'en' } = {}) {
  await t.db.insert(newsletterSubscribers).values({
    email,
    locale,
    unsubscribeTokenHash: hashToken(newToken()),
    confirmedAt: confirmed ? new Date() : null,
    unsubscribedAt: unsubscribed ? new Date() : null,
  });
}

const publish = (articleId: number | string, cookie: string | null = collaborator, lang = 'fr') =>
  t.app.inject({ method: 'POST', url: `/api/admin/newsletters/${articleId}/publish?lang=${lang}`, headers: cookie ? { cookie } : {} });
const latest = async (articleId: number): Promise<SendProgress> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/newsletters/${articleId}/sends/latest`, headers: { cookie: collaborator } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const mailsOfSend = (sendId: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.newsletterSendId, sendId))
    .orderBy(sql`lower(${mailOutbox.to})`);

/** Publishes and lets the queuing job write every mail, as it does in the background. */
async function publishAndQueue(articleId: number): Promise<SendProgress> {
  const response = await publish(articleId);
  expect(response.statusCode).toBe(202);
  await queueUnfinishedSends(t.db);
  return latest(articleId);
}

async function deliver() {
  const delivery = await startMailDelivery(t.db);
  deliveries.push(delivery);
  return delivery;
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r\n(?=[ \t])/g, '')
    .replace(/^[^:]+:\s*/, '');

/** The one-click address a mail carries (List-Unsubscribe), checked to lead to the shop over its public URL. */
function oneClickOf(mail: ParsedMail): string {
  const match = /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '');
  expect(match?.[1]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/store/newsletter/unsubscribe/[\\w-]{43}$`));
  return match![1]!;
}

describe('publishing a newsletter article', () => {
  it('queues one mail per recipient: confirmed subscribers and customers who accepted, each address once whatever its case', async () => {
    await subscribe('anna@exemple.fr');
    await subscribe('Bruno@Exemple.fr');
    await subscribe('waiting@exemple.fr', { confirmed: false });
    await subscribe('left@exemple.fr', { unsubscribed: true });
    await insertCustomer(t.db, { email: 'bruno@exemple.fr', acceptsNewsletter: true });
    await insertCustomer(t.db, { email: 'Chloe@exemple.com', acceptsNewsletter: true, locale: 'en' });
    await insertCustomer(t.db, { email: 'declined@exemple.fr', acceptsNewsletter: false });
    const article = await insertArticle();

    const response = await publish(article.id);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ state: 'queuing', total: 3, queued: 0, sent: 0, failed: 0, remaining: 3 });
    const [published] = await t.db.select().from(newsletterArticles).where(eq(newsletterArticles.id, article.id));
    expect(published!.publishedAt).toBeInstanceOf(Date);

    await queueUnfinishedSends(t.db);
    const progress = await latest(article.id);
    expect(progress).toMatchObject({ state: 'sending', total: 3, queued: 3, sent: 0, remaining: 3, finishedAt: null });
    const mails = await mailsOfSend(progress.sendId);
    expect(mails.map((mail) => [mail.to, mail.locale, mail.status])).toEqual([
      ['anna@exemple.fr', 'fr', 'pending'],
      ['Bruno@Exemple.fr', 'fr', 'pending'],
      ['Chloe@exemple.com', 'en', 'pending'],
    ]);
    // The article is rendered once for the send, not copied into each mail; each mail has its own token.
    expect(mails.every((mail) => mail.html === '' && mail.text === '')).toBe(true);
    expect(new Set(mails.map((mail) => mail.unsubscribeToken)).size).toBe(3);
    expect(mails.every((mail) => mail.unsubscribeTokenHash === hashToken(mail.unsubscribeToken!))).toBe(true);
  });

  it('delivers each mail with both List-Unsubscribe headers, a visible unsubscribe link and a stable Message-ID, in the recipient’s language', async () => {
    await subscribe('anna@exemple.fr');
    await subscribe('chloe@exemple.com', { locale: 'en' });
    const article = await insertArticle({
      title: 'Les pulls sont là',
      content: '<p>Tricotés à Lyon.</p><script>alert(1)</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">Voir</a>',
    });
    const { mailbox } = await deliver();
    const { sendId } = await publishAndQueue(article.id);

    await eventually(() => expect(mailbox.received).toHaveLength(2));
    const [anna] = mailbox.to('anna@exemple.fr');
    const [chloe] = mailbox.to('chloe@exemple.com');
    expect(anna!.subject).toBe('Newsletter Atelier Lumière : Les pulls sont là');
    expect(chloe!.subject).toBe('Atelier Lumière newsletter: Les pulls sont là');
    expect(header(anna!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = oneClickOf(anna!).split('/').at(-1)!;
    // The footer's link, to the human page, carries the same token.
    expect(anna!.html).toContain(`href="${TEST_PUBLIC_URL}/desinscription-newsletter?token=${token}"`);
    expect(anna!.text).toContain(`${TEST_PUBLIC_URL}/desinscription-newsletter?token=${token}`);
    expect(anna!.html).toContain('Se désinscrire');
    expect(chloe!.html).toContain('Unsubscribe');
    expect(oneClickOf(chloe!)).not.toBe(oneClickOf(anna!));
    // Sanitised again before sending, whatever the database held.
    expect(anna!.html).toContain('Tricotés à Lyon.');
    expect(anna!.html).not.toMatch(/<script|onerror|javascript:/i);

    // The Message-ID names the outbox row: a copy sent again after a crash carries the same one.
    const mails = await mailsOfSend(sendId);
    const annaRow = mails.find((mail) => mail.to === 'anna@exemple.fr')!;
    expect(anna!.messageId).toBe(`<${annaRow.id}.${annaRow.createdAt.getTime().toString(36)}@localhost>`);
    expect(chloe!.messageId).not.toBe(anna!.messageId);

    await eventually(async () => expect((await latest(article.id)).state).toBe('finished'));
    expect(await latest(article.id)).toMatchObject({ total: 2, sent: 2, failed: 0, remaining: 0 });
    // Sent: the token is no longer kept, only its hash (the link keeps working).
    const sent = await mailsOfSend(sendId);
    expect(
      sent.map((mail) => [mail.status, mail.unsubscribeToken, mail.unsubscribeTokenHash === hashToken(token) || mail.to !== 'anna@exemple.fr']),
    ).toEqual([
      ['sent', null, true],
      ['sent', null, true],
    ]);
  });

  it('unsubscribes a subscriber and a customer with the one-click address, as a mail provider posts it; the next send skips them', async () => {
    await subscribe('anna@exemple.fr');
    await subscribe('stays@exemple.fr');
    const customer = await insertCustomer(t.db, { email: 'Client.Fidele@exemple.fr', acceptsNewsletter: true });
    const article = await insertArticle();
    const { mailbox } = await deliver();
    await publishAndQueue(article.id);
    await eventually(() => expect(mailbox.received).toHaveLength(3));

    for (const address of ['anna@exemple.fr', 'Client.Fidele@exemple.fr']) {
      // RFC 8058: a form body, no cookie; a webmail may send its own Origin.
      const response = await t.app.inject({
        method: 'POST',
        url: oneClickOf(mailbox.to(address)[0]!).slice(TEST_PUBLIC_URL.length),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode, address).toBe(200);
    }
    const [anna] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'anna@exemple.fr'));
    expect(anna!.unsubscribedAt).toBeInstanceOf(Date);
    const [account] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(account!.acceptsNewsletter).toBe(false);

    await eventually(async () => expect((await latest(article.id)).state).toBe('finished'));
    const again = await publishAndQueue(article.id);
    expect((await mailsOfSend(again.sendId)).map((mail) => mail.to)).toEqual(['stays@exemple.fr']);
  });

  it('does not mail a reader who unsubscribes after the send queued their mail: the others get it, and the send finishes counting them apart', async () => {
    await subscribe('anna@exemple.fr');
    await subscribe('bruno@exemple.fr');
    await subscribe('stays@exemple.fr');
    await insertCustomer(t.db, { email: 'Cliente.Partie@exemple.fr', acceptsNewsletter: true });
    // Last week's letter, received by all four.
    const lastWeek = await startMailDelivery(t.db);
    const first = await insertArticle();
    await publishAndQueue(first.id);
    await eventually(async () => expect((await latest(first.id)).state).toBe('finished'));
    const oneClick = oneClickOf(lastWeek.mailbox.to('Cliente.Partie@exemple.fr')[0]!);
    await lastWeek.stop();

    // This week's is queued for the same four; before the worker takes their mails, two of them leave:
    const article = await insertArticle();
    const { sendId } = await publishAndQueue(article.id);
    expect((await mailsOfSend(sendId)).map((mail) => mail.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    // Anna with the storefront's form (in capitals), the customer with last week's one-click link.
    const form = await t.app.inject({ method: 'POST', url: '/api/store/newsletter/unsubscribe', payload: { email: 'Anna@Exemple.fr' } });
    expect(form.statusCode).toBe(200);
    const link = await t.app.inject({
      method: 'POST',
      url: oneClick.slice(TEST_PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(link.statusCode).toBe(200);

    const { mailbox } = await deliver();
    await eventually(async () => expect((await latest(article.id)).state).toBe('finished'));
    expect(await latest(article.id)).toMatchObject({ state: 'finished', total: 4, sent: 2, failed: 0, skipped: 2, remaining: 0 });
    expect(mailbox.received).toHaveLength(2);
    for (const stayed of ['bruno@exemple.fr', 'stays@exemple.fr']) expect(mailbox.to(stayed), stayed).toHaveLength(1);
    // Their mails stay in the outbox as not sent, with no usable token; the links of their earlier mails still work.
    const mails = await mailsOfSend(sendId);
    expect(mails.map((mail) => [mail.to, mail.status, mail.unsubscribeToken === null, mail.failedAt instanceof Date])).toEqual([
      ['anna@exemple.fr', 'skipped', true, true],
      ['bruno@exemple.fr', 'sent', true, false],
      ['Cliente.Partie@exemple.fr', 'skipped', true, true],
      ['stays@exemple.fr', 'sent', true, false],
    ]);
  });

  it('refuses to publish again while the send runs, with a clear message, and allows it once every mail is out', async () => {
    await subscribe('anna@exemple.fr');
    const article = await insertArticle();
    expect((await publish(article.id)).statusCode).toBe(202);

    const whileQueuing = await publish(article.id, administrator);
    expect(whileQueuing.statusCode).toBe(409);
    expect(whileQueuing.json()).toEqual({ error: { code: 'newsletter_send_running', message: frBack.newsletterSends.errors.running } });
    await queueUnfinishedSends(t.db);
    const whileSending = await publish(article.id, collaborator, 'en');
    expect(whileSending.json()).toEqual({ error: { code: 'newsletter_send_running', message: enBack.newsletterSends.errors.running } });
    const sends = await t.db.select().from(newsletterSends);
    expect(sends).toHaveLength(1);

    await deliver();
    await eventually(async () => expect((await latest(article.id)).state).toBe('finished'));
    const second = await publish(article.id);
    expect(second.statusCode).toBe(202);
    expect(second.json().sendId).not.toBe(sends[0]!.id);
  });

  it('reaches once a subscriber who came during the queuing, behind or ahead of its cursor, and resumes where it stopped', async () => {
    // More recipients than one batch, so the job can be stopped between two.
    await t.db.execute(sql`
      insert into newsletter_subscribers (email, locale, unsubscribe_token_hash, confirmed_at)
      select 'lecteur' || lpad(n::text, 4, '0') || '@exemple.fr', 'fr', md5(n::text), now() from generate_series(1, ${QUEUE_BATCH + 100}) n`);
    const article = await insertArticle();
    expect((await publish(article.id)).statusCode).toBe(202);
    // The job stops as soon as its first batch is written (it rings the delivery worker).
    let written = false;
    const stopListening = onMailQueued(() => (written = true));
    await queueUnfinishedSends(t.db, () => written);
    stopListening();
    const { sendId } = await latest(article.id);
    expect((await mailsOfSend(sendId)).length).toBe(QUEUE_BATCH);

    // One address sorts before the cursor, one after it; one was already queued and signs up again in capitals.
    await subscribe('aaa.early@exemple.fr');
    await subscribe('zzz.late@exemple.fr');
    await insertCustomer(t.db, { email: 'LECTEUR0001@exemple.fr', acceptsNewsletter: true });
    await queueUnfinishedSends(t.db);

    const mails = await mailsOfSend(sendId);
    expect(mails).toHaveLength(QUEUE_BATCH + 102);
    expect(new Set(mails.map((mail) => mail.to.toLowerCase())).size).toBe(mails.length);
    expect(
      mails.filter((mail) => ['aaa.early@exemple.fr', 'zzz.late@exemple.fr', 'lecteur0001@exemple.fr'].includes(mail.to.toLowerCase())),
    ).toHaveLength(3);
    expect(await latest(article.id)).toMatchObject({ state: 'sending', total: QUEUE_BATCH + 102, queued: QUEUE_BATCH + 102 });
  });

  it('counts a recipient the mail server refuses for good as failed at once, and retries one it refuses for now', async () => {
    await subscribe('anna@exemple.fr');
    await subscribe('nobody@exemple.fr');
    await subscribe('busy@exemple.fr');
    let busyRefusals = 0;
    const delivery = await startMailDelivery(t.db, {
      refuseRecipient: (address) => (address === 'nobody@exemple.fr' ? 550 : address === 'busy@exemple.fr' && busyRefusals++ === 0 ? 451 : null),
    });
    deliveries.push(delivery);
    const article = await insertArticle();
    const { sendId } = await publishAndQueue(article.id);

    await eventually(async () => expect((await latest(article.id)).failed).toBe(1));
    const refused = (await mailsOfSend(sendId)).find((mail) => mail.to === 'nobody@exemple.fr')!;
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, unsubscribeToken: null });
    expect(refused.lastError).toContain('550');
    // The busy one waits for its retry (30 seconds by default): make it due now.
    await eventually(async () => expect((await mailsOfSend(sendId)).find((mail) => mail.to === 'busy@exemple.fr')!.attempts).toBe(1));
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(and(eq(mailOutbox.newsletterSendId, sendId), eq(mailOutbox.status, 'pending')));
    await eventually(async () => expect((await latest(article.id)).state).toBe('finished'));
    expect(await latest(article.id)).toMatchObject({ total: 3, sent: 2, failed: 1, remaining: 0 });
    expect(delivery.mailbox.to('busy@exemple.fr')).toHaveLength(1);
  });

  it('sends a password reset before the newsletter mails queued ahead of it', async () => {
    await t.db.execute(sql`
      insert into newsletter_subscribers (email, locale, unsubscribe_token_hash, confirmed_at)
      select 'abonne' || n || '@exemple.fr', 'fr', md5(n::text), now() from generate_series(1, 300) n`);
    const article = await insertArticle();
    await publishAndQueue(article.id);
    const { mailbox } = await deliver();
    await enqueueMail(t.db, {
      to: 'urgent@exemple.fr',
      locale: 'fr',
      template: 'reset-password',
      data: { firstName: 'Zoé', link: `${TEST_PUBLIC_URL}/reinisialisation-mot-de-passe?code=x`, expiresInMinutes: 60 },
    });
    await eventually(() => expect(mailbox.to('urgent@exemple.fr')).toHaveLength(1));
    // At 10 newsletter mails a second, most of the 300 are still waiting.
    const newsletterMailsBefore = mailbox.received.filter((mail) => mail.subject?.includes('Collection d’automne')).length;
    expect(newsletterMailsBefore).toBeLessThan(300);
  });
});

describe('deleting a published article', () => {
  const remove = (articleId: number, lang = 'fr') =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/newsletters/${articleId}?lang=${lang}`, headers: { cookie: collaborator } });

  it('is refused while its send runs, changing nothing, and done once the send finished, which keeps its mails and their unsubscribe links', async () => {
    await subscribe('anna@exemple.fr');
    await subscribe('bruno@exemple.fr');
    const article = await insertArticle();
    expect((await publish(article.id)).statusCode).toBe(202);

    const whileQueuing = await remove(article.id);
    expect(whileQueuing.statusCode).toBe(409);
    expect(whileQueuing.json()).toEqual({ error: { code: 'newsletter_send_running', message: frBack.newsletterSends.errors.deleteRunning } });
    await queueUnfinishedSends(t.db);
    const whileSending = await remove(article.id, 'en');
    expect(whileSending.statusCode).toBe(409);
    expect(whileSending.json().error.message).toBe(enBack.newsletterSends.errors.deleteRunning);
    expect(await t.db.select().from(newsletterArticles).where(eq(newsletterArticles.id, article.id))).toHaveLength(1);
    const [send] = await t.db.select().from(newsletterSends).where(eq(newsletterSends.articleId, article.id));
    expect(send).toBeDefined();

    const { mailbox } = await deliver();
    await eventually(async () => expect((await latest(article.id)).state).toBe('finished'));
    const deleted = await remove(article.id);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(newsletterArticles).where(eq(newsletterArticles.id, article.id))).toHaveLength(0);
    // The send stays, naming no article, with every mail it sent: nothing was left half-way.
    const [kept] = await t.db.select().from(newsletterSends).where(eq(newsletterSends.id, send!.id));
    expect(kept!.articleId).toBeNull();
    expect((await mailsOfSend(send!.id)).map((mail) => mail.status)).toEqual(['sent', 'sent']);
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: oneClickOf(mailbox.to('anna@exemple.fr')[0]!).slice(TEST_PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('answers 401 to a visitor and a customer, and queues nothing', async () => {
    await subscribe('anna@exemple.fr');
    const article = await insertArticle();
    const customerCookie = await signInAs(t.db, (await insertCustomer(t.db)).id);
    for (const cookie of [null, customerCookie]) {
      expect((await publish(article.id, cookie)).statusCode).toBe(401);
      const progress = await t.app.inject({
        method: 'GET',
        url: `/api/admin/newsletters/${article.id}/sends/latest`,
        headers: cookie ? { cookie } : {},
      });
      expect(progress.statusCode).toBe(401);
    }
    expect(await t.db.select().from(newsletterSends)).toHaveLength(0);
    const [unpublished] = await t.db.select().from(newsletterArticles).where(eq(newsletterArticles.id, article.id));
    expect(unpublished!.publishedAt).toBeNull();
  });

  it('answers 404 for an unknown article, 409 for an empty one, 400 for a malformed id, and 404 for progress of an article never sent', async () => {
    const unknown = await publish(999_999, collaborator, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'newsletter_not_found', message: enBack.newsletters.errors.notFound });
    const empty = await insertArticle({ content: '<p> </p><script>alert(1)</script>' });
    const refused = await publish(empty.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'newsletter_empty', message: frBack.newsletterSends.errors.empty });
    expect((await publish('abc')).statusCode).toBe(400);
    const never = await t.app.inject({ method: 'GET', url: `/api/admin/newsletters/${empty.id}/sends/latest`, headers: { cookie: collaborator } });
    expect(never.statusCode).toBe(404);
    expect(await t.db.select().from(newsletterSends).where(isNotNull(newsletterSends.id))).toHaveLength(0);
  });
});
